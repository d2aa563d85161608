/** The mock's own Polish texts of the metrics area. */
export const METRICS_TEXT = {
  notACalendarDay: (field: string) =>
    `Nieprawidłowe dane: ${field} — Nie ma takiego dnia w kalendarzu`,
  rangeTooLong: (maxDays: number) => `Zakres dat może obejmować najwyżej ${maxDays} dni.`,
} as const
