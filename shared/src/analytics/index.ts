/** Analytics event ids and the choice of a lead's event (spec §7.12, §9). */
export * from './event-ids';
