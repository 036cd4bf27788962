/** The countries a visitor can pick, with their dialling codes. */
import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

export const country = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof country>;

export const countries = endpoint({
  method: 'GET',
  path: '/wps/system/countries',
  request: empty,
  response: z.array(country),
});
