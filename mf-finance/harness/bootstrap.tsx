import { runHarness } from '@dealerline/shared/harness';

void runHarness('mf-finance', [
  { path: '/', example: '/', load: () => import('../src/exposes/finance-teaser') },
  {
    path: '/finance',
    example: '/finance',
    variant: 'finance',
    load: () => import('../src/exposes/finance-page'),
  },
  {
    path: '/finance-enquiry',
    example: '/finance-enquiry?car_type=used',
    variant: 'finance-enquiry',
    load: () => import('../src/exposes/finance-page'),
  },
  {
    path: '/apply-for-finance',
    example: '/apply-for-finance',
    variant: 'apply-for-finance',
    load: () => import('../src/exposes/finance-page'),
  },
  {
    path: '/finance-pre-approval',
    example: '/finance-pre-approval?vehiclePriceBudget=30000',
    variant: 'finance-pre-approval',
    load: () => import('../src/exposes/finance-page'),
  },
]);
