/** Analytics event ids, the choice of a lead's event and what an event may carry (spec §7.12, §9). */
export * from './event-ids';
export * from './analytics-data';
export * from './call-click';
