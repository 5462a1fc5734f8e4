export { RepaymentCalculator } from './components/repayment-calculator';
export { useRepaymentCalculator, type RepaymentCalculatorState } from './hooks/use-repayment-calculator';
