/** SQL for a timestamptz column as the API shows times: ISO 8601 in UTC with milliseconds ("…T10:00:00.000Z"). */
export const sqlIsoTime = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
