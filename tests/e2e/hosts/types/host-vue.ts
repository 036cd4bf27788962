// A Vue 3 host's component types, compiled with the packed package and the host's own vue types only.
import type {} from 'gamedeck/jsx-vue';
import type { GlobalComponents } from 'vue';

type LoginProps = InstanceType<GlobalComponents['gd-login']>['$props'];

export const props: LoginProps = {
  mode: 'modal',
  open: true,
  apiBase: 'https://api.example.com',
  onGdClose: (event) => console.log(event.detail),
};
// @ts-expect-error `open` takes a boolean or "true"/"false"
export const wrong: LoginProps = { open: 'yes' };
