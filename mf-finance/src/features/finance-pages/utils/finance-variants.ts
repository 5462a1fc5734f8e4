/** The four finance routes of spec §2, each the exposed finance-page module with its own variant. */
export type FinanceVariant = 'finance' | 'finance-enquiry' | 'apply-for-finance' | 'finance-pre-approval';

export interface FinanceVariantCopy {
  heading: string;
  intro: string;
  formHeading: string;
  submitLabel: string;
  /** The lead's subcategory (category Finance). */
  subcategory: string;
  /** Whether the form asks for employment and income (an application or pre-approval needs them). */
  employment: boolean;
}

export const FINANCE_VARIANTS: Record<FinanceVariant, FinanceVariantCopy> = {
  finance: {
    heading: 'Finance',
    intro: 'Work out your repayments, then ask us about finance for your next vehicle.',
    formHeading: 'Enquire about finance',
    submitLabel: 'Send Enquiry',
    subcategory: 'Finance Enquiry',
    employment: false,
  },
  'finance-enquiry': {
    heading: 'Finance Enquiry',
    intro: 'Tell us what you are looking for and our finance team will be in touch.',
    formHeading: 'Your details',
    submitLabel: 'Send Enquiry',
    subcategory: 'Finance Enquiry',
    employment: false,
  },
  'apply-for-finance': {
    heading: 'Apply for Finance',
    intro: 'Apply online in a few minutes. Our finance team will call you to complete your application.',
    formHeading: 'Your application',
    submitLabel: 'Apply Now',
    subcategory: 'Finance Application',
    employment: true,
  },
  'finance-pre-approval': {
    heading: 'Finance Pre-Approval',
    intro: 'Know your budget before you choose: get pre-approved and shop with confidence.',
    formHeading: 'Get pre-approved',
    submitLabel: 'Get Pre-Approved',
    subcategory: 'Finance Pre-Approval',
    employment: true,
  },
};

/** The variant the route asked for; an unknown one is the plain /finance page. */
export function financeVariant(variant: string | undefined): FinanceVariantCopy {
  return FINANCE_VARIANTS[(variant ?? 'finance') as FinanceVariant] ?? FINANCE_VARIANTS.finance;
}
