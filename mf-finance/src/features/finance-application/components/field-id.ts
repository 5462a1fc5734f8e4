import type { ApplicationField } from '../application-fields';

/** The DOM id of a form field's control (the error list links to it). */
export const fieldId = (name: ApplicationField): string => `finance-${name.replace(/_/g, '-')}`;
