/** The brand's whitelabel menu tree, whose codes switch the site's features on and off. */
import { z } from 'zod/mini';
import { empty, endpoint } from './endpoint';

/** A node of the brand's whitelabel menu tree; feature switches are its codes. */
export interface WhitelabelNode {
  code: string;
  name: string;
  enabled: boolean;
  children: WhitelabelNode[];
}
export const whitelabelNode: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    enabled: z.boolean(),
    children: z.array(whitelabelNode),
  }),
);

/** Feature switch codes named by the spec. */
export const featureSwitches = {
  mobileLogin: 'MOBILEVERCODELOGIN3',
  directRegister: 'DIRECTREG3',
  freePlay: 'FREEPLAY3',
  phonePasswordReset: 'CHNGPASSVERIF3',
  passwordExpiry: 'PASSEXPIRY3',
} as const;

export const whitelabel = endpoint({
  method: 'GET',
  path: '/wps/system/whitelabel',
  request: empty,
  response: z.array(whitelabelNode),
});
