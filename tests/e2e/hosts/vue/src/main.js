// A Vue 3 partner app using the npm package's lite build. Vue binds `open` as a property, including the
// string "false" of the older attribute convention; @gd-close brings its state back.
import 'gamedeck/lite/elements/gd-header';
import 'gamedeck/lite/elements/gd-login';
import { createApp, ref } from 'vue';

const api = document.querySelector('meta[name="gamedeck-origin"]').content;

const app = createApp({
  setup() {
    const open = ref(false);
    const closes = ref(0);
    const closed = () => {
      open.value = false;
      closes.value += 1;
    };
    const pageLanguage = (lang) => {
      document.documentElement.lang = lang;
    };
    document.addEventListener('gd-navigate', (event) => event.preventDefault());
    return { api, open, closes, closed, pageLanguage };
  },
  template: `
    <gd-header :api-base="api"></gd-header>
    <button type="button" @click="open = true">Open login</button>
    <button type="button" @click="open = 'false'">Bind "false"</button>
    <button type="button" @click="pageLanguage('en')">Page in English</button>
    <output id="state">{{ String(open) }}</output>
    <output id="closes">{{ closes }}</output>
    <gd-login mode="modal" :open="open" :api-base="api" @gd-close="closed"></gd-login>
  `,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('gd-');
app.mount('#app');
