/** The messages of the fatal lines (pino level 60) among a test platform's JSON log lines. */
export const fatalMessages = (logLines: readonly string[]): string[] =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 60)
    .map((line) => line.msg);
