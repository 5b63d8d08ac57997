import { parseDay } from './dates';

export type TierName = 'junior' | 'adult' | 'senior' | 'family';

export interface Tier {
  label: string;
  fee: number;
  discount?: number;
}

/** Yearly fees; the keys arrive from the request as typed by the member. */
export const TIERS: Record<string, Tier> = {
  junior: { label: 'Junior', fee: 60, discount: 0.5 },
  adult: { label: 'Adult', fee: 180 },
  senior: { label: 'Senior', fee: 120, discount: 0.25 },
  family: { label: 'Family', fee: 320 },
};

export const DEFAULTS = Object.freeze({
  seatsPerBooking: 4,
  currency: 'USD',
  season: { opens: '2027/03/01', closes: 'October 31, 2027' },
});

export interface MemberData {
  id: number;
  name: string;
  tier: TierName;
  joined: string;
  nickname?: string;
  referredBy?: number;
  boats?: string[];
}

export const MEMBERS: MemberData[] = [
  { id: 1, name: 'Zoë Ångström', tier: 'adult', joined: '2019/04/01', nickname: 'Zo', boats: ['Swift', 'Heron'] },
  { id: 2, name: 'José Müller', tier: 'senior', joined: 'March 3, 2001', referredBy: 1 },
  { id: 3, name: 'ada lovelace', tier: 'junior', joined: '2026-09-15', referredBy: 9 },
  { id: 4, name: 'Björn Ølstad', tier: 'family', joined: 'Jan 12, 2015', boats: [] },
  { id: 5, name: 'Chloé Dubois', tier: 'adult', joined: '2023/11/30', nickname: '' },
];

export class Member {
  readonly id: number;
  name: string;
  tier: TierName;
  joined?: Date;
  nickname?: string;
  referredBy?: number;
  boats: string[];

  constructor(data: MemberData) {
    this.id = data.id;
    this.name = data.name;
    this.tier = data.tier;
    this.joined = parseDay(data.joined);
    this.nickname = data.nickname;
    this.referredBy = data.referredBy;
    this.boats = data.boats ?? [];
  }

  get displayName(): string {
    return this.nickname || this.name;
  }

  yearsIn(now: Date): number | undefined {
    if (!this.joined) return undefined;
    return now.getUTCFullYear() - this.joined.getUTCFullYear();
  }
}

export function findMember(id: number): Member | undefined {
  const data = MEMBERS.find((m) => m.id === id);
  return data ? new Member(data) : undefined;
}

export interface ClubEvent {
  id: number;
  title: string;
  date: string;
  seats: number;
  price: number;
  coach?: string;
  tags: string[];
}

export const EVENTS: ClubEvent[] = [
  { id: 10, title: 'Spring Regatta', date: '2027/04/01', seats: 40, price: 25, coach: 'Inés', tags: ['race'] },
  { id: 11, title: 'Learn to Row', date: 'April 10, 2027', seats: 8, price: 90, tags: ['course', 'beginner'] },
  { id: 12, title: 'Moonlight Paddle', date: '2027-05-21T20:30:00Z', seats: 12, price: 15, tags: ['social'] },
  { id: 13, title: 'Boat Maintenance Day', date: 'Sat, 05 Jun 2027 09:00:00 GMT', seats: 20, price: 0, tags: ['work'] },
  { id: 14, title: 'Autumn Head Race', date: '10/02/2027', seats: 60, price: 30, coach: 'Kai', tags: ['race'] },
];

export function findEvent(id: number): ClubEvent | undefined {
  return EVENTS.find((e) => e.id === id);
}
