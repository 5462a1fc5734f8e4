/** Props every exposed route module receives from the shell's router table. */
export interface RegionProps {
  /** Which variant of a shared module the route wants, e.g. 'trade-in' or 'finance-pre-approval'. */
  variant?: string;
}
