/** The community's links (the real ones are given to members by the product team). */
export const COMMUNITY_LINKS = {
  chatGroupUrl: 'https://discord.gg/efektywna-nauka-spolecznosc',
  consultationCallUrl: 'https://meet.google.com/ena-sobota-1700',
  introCallUrl: 'https://meet.google.com/ena-start-1900',
} as const

/** Introductory meetings booked at the start: none (slots follow the clock, so a fixed seed cannot name them). */
export function seedIntroBookings(): { userId: string; startsAt: string; bookedAt: string }[] {
  return []
}
