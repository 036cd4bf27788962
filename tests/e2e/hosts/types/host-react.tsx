// A React 18 host's JSX, compiled with the packed package and the host's own @types/react only.

import type { GdLoginElement } from 'gamedeck';
import type {} from 'gamedeck/jsx-react';

declare const ref: { current: GdLoginElement | null };

export const page = (
  <main>
    <gd-header api-base="https://api.example.com" brand-name="Partner" />
    <gd-login ref={ref} mode="modal" open={true} lang="en" className="login" />
    <gd-login mode="modal" open="false" />
    {/* @ts-expect-error not an attribute of gd-login */}
    <gd-login colour="red" />
  </main>
);
