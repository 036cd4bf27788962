import { expect } from '@esm-bundle/chai';
import '../../src/elements/gd-feedback';
import { session } from '../../src/core';
import { errors, feedback, MemberType, member } from '../../src/core/contract';
import type { FeedbackItem } from '../../src/core/contract/feedback';
import { signIn } from './nav-fixtures';
import {
  $,
  $$,
  expectAccessible,
  type FakeApi,
  fakeApi,
  memberFixture,
  mount,
  refusal,
  resetPage,
  route,
  submit,
  textOf,
  waitFor,
} from './support';

const rules = {
  types: ['suggestion', 'bug', 'other'],
  minWords: 3,
  maxWords: 8,
  maxCommentLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
};

const item = (id: number, overrides: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id,
  type: 'bug',
  content: `Feedback number ${id} here`,
  comment: null,
  images: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  reply: null,
  repliedAt: null,
  unread: false,
  ...overrides,
});

const setValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const content = (el: HTMLElement) => $(el, 'textarea[name="content"]') as HTMLTextAreaElement;
const comment = (el: HTMLElement) => $(el, 'input[name="comment"]') as HTMLInputElement;
const choose = (el: HTMLElement, files: File[]) => {
  const picker = $(el, 'input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  picker.files = transfer.files;
  picker.dispatchEvent(new Event('change', { bubbles: true }));
};
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'shot.png', size = 8) =>
  new File([new Uint8Array(pngSignature), new Uint8Array(size)], name, { type: 'image/png' });

describe('<gd-feedback>', () => {
  let api: FakeApi;
  let history: FeedbackItem[];
  let uploads: number;
  let unread: number;
  let restoreUploads: () => void;

  beforeEach(async () => {
    await resetPage();
    history = [];
    uploads = 0;
    unread = 0;
    api = await fakeApi([
      route(feedback.settings, () => ({ value: rules })),
      route(feedback.list, (call) => {
        const page = Number(call.query.get('page'));
        const size = Number(call.query.get('pageSize'));
        return {
          value: {
            list: history.slice((page - 1) * size, page * size),
            page,
            pageSize: size,
            total: history.length,
            unread,
          },
        };
      }),
      route(feedback.markRead, () => {
        unread = 0;
        return { value: { unread: 0 } };
      }),
      route(feedback.submit, (call) => {
        const body = call.body as { type: string; content: string; comment?: string; images?: number[] };
        const stored = item(history.length + 1, {
          ...body,
          comment: body.comment ?? null,
          images: body.images ?? [],
        });
        history.unshift(stored);
        return { value: stored };
      }),
    ]);
    const inner = window.fetch;
    // Image bodies are not JSON: answered here, everything else by the fake API.
    window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname !== feedback.image.path) return inner(input, init);
      uploads += 1;
      return new Response(JSON.stringify({ code: 0, message: '', value: { uploadId: 40 + uploads } }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof window.fetch;
    restoreUploads = () => {
      window.fetch = inner;
    };
  });
  afterEach(() => {
    restoreUploads();
    api.restore();
  });

  it('asks a visitor to log in, and tells a free-play account it needs a real one', async () => {
    const visitor = await mount('gd-feedback');
    await waitFor(() => $(visitor, '[part="sign-in"]'));
    expect($(visitor, 'form')).to.equal(null);
    await expectAccessible(visitor, 'visitor');
    visitor.remove();

    api.on(member.info, () => ({ value: { ...memberFixture, type: MemberType.freePlay } }));
    await signIn();
    expect(session.memberType.value).to.equal(MemberType.freePlay);
    const guest = await mount('gd-feedback');
    await waitFor(() => $(guest, '[part="real-account-warning"]'));
    expect($(guest, 'form')).to.equal(null);
    expect(api.callsTo(feedback.list)).to.have.length(0);
  });

  it('counts words and characters live and shows the errors before sending anything', async () => {
    await signIn();
    const el = await mount('gd-feedback');
    await waitFor(() => content(el));
    expect($(el, '[part="history"] [part="empty"]')).to.not.equal(null);
    setValue(content(el), 'Too short');
    await waitFor(() => $(el, '[part="word-count"]')?.textContent === '2 / 8 words');
    setValue(comment(el), 'x'.repeat(141));
    await waitFor(() => $(el, '[part="comment-count"]')?.textContent === '141 / 140 characters');
    submit(el);
    await waitFor(() => textOf(el).includes('Choose a type.'));
    expect(textOf(el)).to.contain('Feedback content must be between 3 and 8 words.');
    await waitFor(() => textOf(el).includes('1 character too many: at most 140'));
    expect(content(el).getAttribute('aria-invalid')).to.equal('true');
    await expectAccessible(el, 'with errors');
    expect(api.callsTo(feedback.submit)).to.have.length(0);
    // Typing clears the field's error.
    setValue(content(el), 'one two three four five six seven eight nine');
    await waitFor(() => $(el, '[part="word-count"]')?.classList.contains('fb-count--over'));
  });

  it('counts the comment as it is typed and refuses 216 characters before sending, keeping the paste whole', async () => {
    await signIn();
    const el = await mount('gd-feedback');
    await waitFor(() => content(el));
    setValue(comment(el), 'y'.repeat(216));
    await waitFor(() => $(el, '[part="comment-count"]')?.textContent === '216 / 140 characters');
    // Before any attempt to send: the excess is named, and nothing was cut from what was pasted.
    await waitFor(() => textOf(el).includes('76 characters too many: at most 140'));
    expect(comment(el).value).to.have.length(216);
    expect(comment(el).getAttribute('aria-invalid')).to.equal('true');
    ($(el, 'input[value="bug"]') as HTMLInputElement).click();
    setValue(content(el), 'The lottery page is slow today');
    submit(el);
    await new Promise((done) => setTimeout(done, 100));
    expect(api.callsTo(feedback.submit)).to.have.length(0);
    setValue(comment(el), 'y'.repeat(140));
    await waitFor(() => !textOf(el).includes('too many'));
  });

  it('keeps a file that is not an image out of the form whatever its name, saying so in the reader language', async () => {
    await signIn();
    const el = await mount('gd-feedback', { lang: 'es' });
    await waitFor(() => content(el));
    choose(el, [new File(['not a picture at all'], 'captura.png', { type: 'image/png' })]);
    await waitFor(() => textOf(el).includes('“captura.png” no es una imagen.'));
    expect($$(el, '.fb-preview')).to.have.length(0);
    // A real PNG whose name says JPEG is kept, and sent as what it is.
    choose(el, [
      new File([new Uint8Array(pngSignature), new Uint8Array(8)], 'foto.jpg', { type: 'image/jpeg' }),
    ]);
    await waitFor(() => $$(el, '.fb-preview img').length === 1);
    expect(textOf(el)).to.not.contain('no es una imagen');
  });

  it('checks picked images, previews them with a remove button, then sends them with the feedback once', async () => {
    await signIn();
    const el = await mount('gd-feedback');
    await waitFor(() => content(el));
    choose(el, [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })]);
    await waitFor(() => textOf(el).includes('“a.gif” is not a PNG or JPG image.'));
    choose(el, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await waitFor(() => textOf(el).includes('You can attach at most 3 images.'));
    const big = png('big.png', 5 * 1024 * 1024);
    choose(el, [big]);
    await waitFor(() => textOf(el).includes('Each image can be at most 5 MB.'));
    choose(el, [png('one.png'), png('two.png')]);
    await waitFor(() => $$(el, '.fb-preview img').length === 2);
    expect($(el, '.fb-preview img')?.getAttribute('alt')).to.equal('Image 1: one.png');
    ($(el, '[aria-label="Remove image 1"]') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '.fb-preview img').length === 1);
    expect($(el, '.fb-preview img')?.getAttribute('alt')).to.equal('Image 1: two.png');
    await expectAccessible(el, 'with a preview');

    ($(el, 'input[value="suggestion"]') as HTMLInputElement).click();
    setValue(content(el), '  Please add more lottery draws ');
    setValue(comment(el), ' On my phone ');
    submit(el);
    await waitFor(() => $(el, '[part="sent"]'));
    expect(uploads).to.equal(1);
    const sent = api.callsTo(feedback.submit);
    expect(sent).to.have.length(1);
    expect(sent[0]?.body).to.deep.equal({
      type: 'suggestion',
      content: 'Please add more lottery draws',
      comment: 'On my phone',
      images: [41],
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).to.be.a('string');
    // The form is empty again and the history shows the new feedback on top.
    expect(content(el).value).to.equal('');
    expect($$(el, '.fb-preview')).to.have.length(0);
    await waitFor(() => $$(el, '[part="history-item"]').length === 1);
    expect(textOf(el)).to.contain('Please add more lottery draws');
    expect(textOf(el)).to.contain('1 image attached');
  });

  it('keeps the same key when the answer was lost, and shows the server’s word bounds', async () => {
    await signIn();
    let attempt = 0;
    api.on(feedback.submit, () => {
      attempt += 1;
      if (attempt === 1) return refusal({ code: errors.NETWORK.code, status: 502, value: null });
      return refusal({ code: errors.FEEDBACK_WORDS.code, value: { minWords: 4, maxWords: 20 } });
    });
    const el = await mount('gd-feedback');
    await waitFor(() => content(el));
    ($(el, 'input[value="bug"]') as HTMLInputElement).click();
    setValue(content(el), 'The game froze twice');
    submit(el);
    await waitFor(() => $(el, '[part="form-error"]'));
    submit(el);
    await waitFor(() => textOf(el).includes('Feedback content must be between 4 and 20 words.'));
    const keys = api.callsTo(feedback.submit).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).to.have.length(2);
    expect(keys[0]).to.equal(keys[1]);
  });

  it('shows past feedback with the operator’s replies, marks new ones and pages them', async () => {
    history = Array.from({ length: 7 }, (_, index) => item(7 - index));
    history[0] = item(7, {
      reply: 'Thanks, fixed on Monday.',
      repliedAt: '2026-11-21T09:00:00.000Z',
      unread: true,
    });
    history[1] = item(6, { reply: 'We looked into it.', repliedAt: '2026-11-21T08:00:00.000Z' });
    unread = 1;
    await signIn();
    const el = await mount('gd-feedback');
    await waitFor(() => $$(el, '[part="history-item"]').length === 5);
    expect($(el, '[part="unread"]')?.textContent).to.equal('1 new reply');
    const replies = $$(el, '[part="reply"]');
    expect(replies[0]?.textContent).to.contain('Thanks, fixed on Monday.');
    expect(replies[0]?.textContent).to.contain('New');
    expect(replies[1]?.textContent).not.to.contain('New');
    expect(textOf(el)).to.contain('Waiting for a reply');
    await waitFor(() => api.callsTo(feedback.markRead).length === 1);
    await expectAccessible(el, 'history with replies');
    ($(el, '[part="pager"] [aria-label="Next page"]') as HTMLButtonElement).click();
    await waitFor(() => $$(el, '[part="history-item"]').length === 2);
    expect(api.callsTo(feedback.list).at(-1)?.query.get('page')).to.equal('2');
  });

  it('shows a failed history with a retry', async () => {
    await signIn();
    let fail = true;
    api.on(feedback.list, () =>
      fail
        ? refusal({ code: errors.UNKNOWN.code, status: 500, value: null })
        : { value: { list: [], page: 1, pageSize: 5, total: 0, unread: 0 } },
    );
    const el = await mount('gd-feedback');
    await waitFor(() => $(el, '[part="history"] [part="error"]'));
    fail = false;
    ($(el, '[part="history"] [part="error"] button') as HTMLButtonElement).click();
    await waitFor(() => $(el, '[part="history"] [part="empty"]'));
  });
});
