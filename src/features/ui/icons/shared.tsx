/**
 * The icons every element's shared chunk carries: those of the element shell's dialogs (close, alert, check,
 * info) and those the sign-in forms, the header and the member centre draw (user, lock, phone, chevron,
 * crown). One module, since in chunks of their own these many-used icons would cost each of those elements
 * more than they cost the others here.
 */
import { Svg } from '../Svg';

export const CloseIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
export const AlertIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M12 3 2 20h20z" />
    <path d="M12 10v4M12 17h.01" />
  </Svg>
);
export const CheckIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Svg>
);
export const InfoIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Svg>
);
export const UserIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Svg>
);
export const LockIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </Svg>
);
export const PhoneIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </Svg>
);
export const ChevronDownIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const CrownIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 12H5Z" />
    <path d="M5 19h14" />
  </Svg>
);
