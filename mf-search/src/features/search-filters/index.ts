/** The search page's filter panel (spec §2, §3, §4, §9): counts, price slider, a drawer on small screens. */
export { FilterPanel, type FilterPanelProps } from './components/filter-panel';
