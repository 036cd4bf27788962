/**
 * The verification icons (e-mail, two-factor, captcha, fairness checks): one module, since the member
 * centre's security page draws both.
 */
import { Svg } from '../Svg';

export const MailIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
);
export const ShieldIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </Svg>
);
