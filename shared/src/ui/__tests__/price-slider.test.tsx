import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { testSite } from '../../../testing/fixtures';
import { mediaStyle } from '../../../testing/media-style';
import { createTheme } from '../../theme/theme';
import { formatKm } from '../../format';
import { PriceSlider, type PriceSliderProps } from '../price-slider';

function renderSlider({ value: initial = {}, ...props }: Partial<PriceSliderProps> = {}) {
  const onChange = jest.fn();
  const ui = (value: PriceSliderProps['value']) => (
    <ThemeProvider theme={createTheme(testSite().theme)}>
      <PriceSlider label="price" onChange={onChange} {...props} value={value} />
    </ThemeProvider>
  );
  const view = render(ui(initial));
  return { onChange, rerender: (value: PriceSliderProps['value']) => view.rerender(ui(value)) };
}

const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('PriceSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('defaults to $5,000 to $250,000 in steps of $500, read out in dollars with separators', () => {
    renderSlider();
    const min = slider('Minimum price');
    const max = slider('Maximum price');
    expect(min).toHaveAttribute('min', '5000');
    expect(min).toHaveAttribute('max', '250000');
    expect(min).toHaveAttribute('step', '500');
    expect(min).toHaveValue('5000');
    expect(max).toHaveValue('250000');
    expect(min).toHaveAttribute('aria-valuetext', '$5,000');
    expect(max).toHaveAttribute('aria-valuetext', '$250,000');
    expect(box('Min price')).toHaveValue('$5,000');
    expect(box('Max price')).toHaveValue('$250,000');
  });

  it('keeps its track and chosen range in high contrast, where backgrounds are all one colour', () => {
    renderSlider();
    const track = slider('Minimum price').parentElement!;
    const chosenRange = track.querySelector('[aria-hidden="true"]')!;
    const HIGH_CONTRAST = 'forced-colors: active';
    expect(mediaStyle(track, HIGH_CONTRAST, '::before')).toMatchObject({
      'forced-color-adjust': 'none',
      background: 'GrayText',
    });
    expect(mediaStyle(chosenRange, HIGH_CONTRAST)).toMatchObject({
      'forced-color-adjust': 'none',
      background: 'Highlight',
    });
  });

  it('shows a filter range, and follows a new one', () => {
    const { rerender } = renderSlider({ value: { min: 20000, max: 45500 } });
    expect(slider('Minimum price')).toHaveValue('20000');
    expect(box('Max price')).toHaveValue('$45,500');
    rerender({ max: 30000 });
    expect(box('Min price')).toHaveValue('$5,000');
    expect(box('Max price')).toHaveValue('$30,000');
  });

  it('applies a drag after a short quiet time, not per move', () => {
    const { onChange } = renderSlider({ value: {} });
    fireEvent.change(slider('Minimum price'), { target: { value: '10000' } });
    fireEvent.change(slider('Minimum price'), { target: { value: '20000' } });
    expect(box('Min price')).toHaveValue('$20,000');
    act(() => jest.advanceTimersByTime(299));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ min: 20000 });
  });

  it('applies at once when the thumb is released, and only once', () => {
    const { onChange } = renderSlider({ value: { min: 10000 } });
    fireEvent.change(slider('Maximum price'), { target: { value: '60000' } });
    fireEvent.pointerUp(slider('Maximum price'));
    expect(onChange).toHaveBeenCalledWith({ min: 10000, max: 60000 });
    act(() => jest.runAllTimers());
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops the lower thumb one step short of the upper one', () => {
    const { onChange } = renderSlider({ value: { min: 10000, max: 20000 } });
    fireEvent.change(slider('Minimum price'), { target: { value: '25000' } });
    expect(slider('Minimum price')).toHaveValue('19500');
    fireEvent.keyUp(slider('Minimum price'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith({ min: 19500, max: 20000 });
  });

  it('stops the upper thumb one step above the lower one', () => {
    const { onChange } = renderSlider({ value: { min: 10000, max: 20000 } });
    fireEvent.change(slider('Maximum price'), { target: { value: '5000' } });
    expect(slider('Maximum price')).toHaveValue('10500');
    fireEvent.pointerUp(slider('Maximum price'));
    expect(onChange).toHaveBeenCalledWith({ min: 10000, max: 10500 });
  });

  it('opens an end again when its thumb goes back to the bound', () => {
    const { onChange } = renderSlider({ value: { min: 10000, max: 20000 } });
    fireEvent.change(slider('Maximum price'), { target: { value: '250000' } });
    fireEvent.pointerUp(slider('Maximum price'));
    expect(onChange).toHaveBeenCalledWith({ min: 10000 });
  });

  it('takes a typed figure exactly, kept at least 1 below the other thumb', () => {
    const { onChange } = renderSlider({ value: { max: 20000 } });
    fireEvent.change(box('Min price'), { target: { value: '$12,345.80' } });
    expect(box('Min price')).toHaveValue('$12,345.80');
    fireEvent.blur(box('Min price'));
    expect(onChange).toHaveBeenLastCalledWith({ min: 12345, max: 20000 });
    expect(box('Min price')).toHaveValue('$12,345');

    fireEvent.change(box('Max price'), { target: { value: '100' } });
    fireEvent.keyDown(box('Max price'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 12345, max: 12346 });
  });

  it('shows the filter, not an applied figure, once the filter is cleared again (a chip, Clear all, Back)', () => {
    const { onChange, rerender } = renderSlider();
    fireEvent.change(box('Min price'), { target: { value: '15000' } });
    fireEvent.keyDown(box('Min price'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ min: 15000 });
    rerender({ min: 15000 });
    rerender({});
    expect(box('Min price')).toHaveValue('$5,000');
    expect(slider('Minimum price')).toHaveValue('5000');
  });

  it('opens an end when its box is emptied, and does nothing when a box is left unchanged', () => {
    const { onChange } = renderSlider({ value: { min: 15000, max: 20000 } });
    fireEvent.focus(box('Min price'));
    fireEvent.blur(box('Min price'));
    fireEvent.change(box('Min price'), { target: { value: '$15,000' } });
    fireEvent.blur(box('Min price'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box('Max price'), { target: { value: '' } });
    fireEvent.blur(box('Max price'));
    expect(onChange).toHaveBeenCalledWith({ min: 15000 });
  });

  it('can be configured for another range and format', () => {
    const { onChange } = renderSlider({
      label: 'odometer',
      bounds: { min: 0, max: 300000, step: 5000 },
      formatValue: formatKm,
      value: { max: 50000 },
    });
    expect(slider('Maximum odometer')).toHaveAttribute('aria-valuetext', '50,000 km');
    expect(box('Min odometer')).toHaveValue('0 km');
    fireEvent.change(slider('Maximum odometer'), { target: { value: '100000' } });
    fireEvent.pointerUp(slider('Maximum odometer'));
    expect(onChange).toHaveBeenCalledWith({ max: 100000 });
  });
});
