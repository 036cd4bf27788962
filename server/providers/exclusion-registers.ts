import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The national self-exclusion registers a profile checks members against. */
export type RegisterName = 'GAMSTOP' | 'OASIS' | 'RGIAJ' | 'CRUKS';

/** What a register is asked about: the identifiers the member gave. */
export interface RegisterPerson {
  username: string;
  email: string | null;
  /** In international form, e.g. +447700900123. */
  phone: string | null;
}

/** A national register's answer; `isListed` throws when the register cannot answer. */
export interface ExclusionRegisters {
  isListed(register: RegisterName, person: RegisterPerson): Promise<boolean>;
}

/** The development registers' file (DATA_DIR/exclusion-registers.json): who each register lists. */
export const REGISTERS_FILE = 'exclusion-registers.json';

const listing = z
  .object({
    username: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
  })
  .strict();
const listings = z.array(listing).optional();
const registersFile = z
  .object({ GAMSTOP: listings, OASIS: listings, RGIAJ: listings, CRUKS: listings })
  .strict();

const digits = (phone: string) => phone.replace(/\D/g, '');

/** A member's phone as registers list it: +, the dialing code's digits, the number. */
export const internationalPhone = (dialingCode: string | null, mobileNum: string | null): string | null =>
  mobileNum ? `+${digits(dialingCode ?? '')}${mobileNum}` : null;
const same = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The registers the repository ships for development and tests: a file the operator edits (read on
 * every check, so an edit applies at once), listing people by user name, e-mail or phone per register.
 * No file lists nobody; a file that cannot be read as one makes every check fail, as a register that
 * does not answer would. It makes no network call; a live register provider implements the same interface.
 */
export class FileExclusionRegisters implements ExclusionRegisters {
  constructor(private readonly dataDir: string | null) {}

  async isListed(register: RegisterName, person: RegisterPerson): Promise<boolean> {
    if (!this.dataDir) return false;
    let text: string;
    try {
      text = await readFile(join(this.dataDir, REGISTERS_FILE), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    const listings = registersFile.parse(JSON.parse(text))[register] ?? [];
    return listings.some(
      (entry) =>
        same(entry.username, person.username) ||
        same(entry.email, person.email) ||
        (entry.phone !== undefined && person.phone !== null && digits(entry.phone) === digits(person.phone)),
    );
  }
}
