/**
 * The only script of an invitation page. The page works without it; with it, music plays after
 * 'Buka Undangan', the countdown ticks, forms submit in place, the map and photos open in place and
 * the account number copies. Kept small: it is bundled and minified as it is.
 */
const $ = <T extends Element>(selector: string, root: ParentNode = document) =>
  root.querySelector<T>(selector);
const $$ = <T extends Element>(selector: string, root: ParentNode = document) =>
  Array.from(root.querySelectorAll<T>(selector));

function music(): void {
  const audio = $<HTMLAudioElement>('#music');
  const button = $<HTMLButtonElement>('.music');
  if (!audio || !button) return;
  const show = (playing: boolean) => {
    button.hidden = false;
    button.setAttribute('aria-pressed', String(playing));
    // The labels come from the page, in its language.
    button.setAttribute('aria-label', (playing ? button.dataset.pause : button.dataset.play)!);
    button.classList.toggle('on', playing);
  };
  const play = () =>
    audio.play().then(
      () => show(true),
      () => show(false),
    );
  button.addEventListener('click', () => (audio.paused ? play() : (audio.pause(), show(false))));
  $('[data-open]')?.addEventListener('click', () => void play());
}

function countdown(): void {
  const box = $<HTMLElement>('.cd[data-target]');
  if (!box) return;
  const target = Date.parse(box.dataset.target!);
  const tick = () => {
    const left = Math.max(0, Math.floor((target - Date.now()) / 1000));
    const values: Record<string, number> = {
      d: Math.floor(left / 86400),
      h: Math.floor((left % 86400) / 3600),
      m: Math.floor((left % 3600) / 60),
      s: left % 60,
    };
    for (const cell of $$<HTMLElement>('[data-u]', box)) {
      const value = String(values[cell.dataset.u!]);
      if (cell.textContent !== value) cell.textContent = value;
    }
    if (left === 0) clearInterval(timer);
  };
  const timer = setInterval(tick, 1000);
}

function copy(): void {
  for (const button of $$<HTMLButtonElement>('[data-copy]')) {
    button.hidden = false;
    const label = $<HTMLElement>('span', button)!;
    const original = label.textContent;
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(button.dataset.copy!);
        label.textContent = button.dataset.done!;
      } catch {
        label.textContent = button.dataset.fail! + button.dataset.copy!;
      }
      setTimeout(() => (label.textContent = original), 2000);
    });
  }
}

function notice(box: Element | null, ok: boolean, text: string): void {
  if (!box) return;
  const p = document.createElement('p');
  p.className = 'notice ' + (ok ? 'ok' : 'err');
  p.textContent = text;
  box.replaceChildren(p);
}

async function loadWishes(box: HTMLElement, page: number): Promise<void> {
  const query = new URLSearchParams(location.search);
  query.set('halaman', String(page));
  query.set('lang', document.documentElement.lang);
  const response = await fetch(box.dataset.wishes + '?' + query.toString());
  if (response.ok) box.innerHTML = await response.text();
  reportButtons(box);
}

/** The wishes' 'Laporkan' buttons, shown only where the page says where reports go. */
function reportButtons(box: HTMLElement): void {
  if (box.dataset.reports)
    for (const button of $$<HTMLElement>('[data-wish]', box)) button.hidden = false;
}

/** A guest reports a wish to the operators' queue, after saying yes; the button becomes the answer. */
async function report(box: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (!confirm(box.dataset.ask)) return;
  button.disabled = true;
  let text: string;
  try {
    const response = await fetch(
      box.dataset.reports + button.dataset.wish! + '/report?lang=' + document.documentElement.lang,
      { method: 'POST', headers: { Accept: 'application/json' } },
    );
    text = (await response.json()).meta.msg;
  } catch {
    text = $<HTMLElement>('[data-form=wish]')!.dataset.offline!;
  }
  const answer = document.createElement('span');
  answer.className = 'wish-reported';
  answer.setAttribute('role', 'status');
  answer.textContent = text;
  button.replaceWith(answer);
}

function forms(): void {
  for (const form of $$<HTMLFormElement>('form[data-form]')) {
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const button = $<HTMLButtonElement>('button[type=submit]', form)!;
      const box = $('[data-notice]', form);
      button.disabled = true;
      try {
        const response = await fetch(form.action, {
          method: 'POST',
          headers: { Accept: 'application/json' },
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        });
        const body = await response.json();
        notice(box, response.ok, body.meta.msg);
        // A personal link's 'Hadir' answer comes back with the guest's QR pass (our own markup).
        if (box && response.ok && body.data?.pass)
          box.insertAdjacentHTML('beforeend', body.data.pass);
        if (response.ok) {
          const message = $<HTMLTextAreaElement>('textarea', form);
          if (message) message.value = '';
          const wishes = $<HTMLElement>('[data-wishes]');
          if (form.dataset.form === 'wish' && wishes) await loadWishes(wishes, 1);
        }
      } catch {
        notice(box, false, form.dataset.offline!);
      } finally {
        button.disabled = false;
      }
    });
  }
  const wishes = $<HTMLElement>('[data-wishes]');
  if (wishes) reportButtons(wishes);
  wishes?.addEventListener('click', (event) => {
    const reported = (event.target as Element).closest<HTMLButtonElement>('[data-wish]');
    if (reported) return void report(wishes, reported);
    const link = (event.target as Element).closest<HTMLElement>('[data-page]');
    if (!link) return;
    event.preventDefault();
    void loadWishes(wishes, Number(link.dataset.page)).then(() =>
      wishes.scrollIntoView({ block: 'start' }),
    );
  });
}

function maps(): void {
  for (const link of $$<HTMLAnchorElement>('[data-map]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.src = link.dataset.map!;
      frame.title = link.dataset.mapTitle!;
      frame.loading = 'lazy';
      frame.referrerPolicy = 'origin';
      document.getElementById(link.hash.slice(1))?.replaceChildren(frame);
      link.remove();
    });
  }
}

function lightbox(): void {
  const dialog = $<HTMLDialogElement>('.lightbox');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  const links = $$<HTMLAnchorElement>('[data-lightbox]');
  const image = $<HTMLImageElement>('img', dialog)!;
  let at = 0;
  const show = (index: number) => {
    at = (index + links.length) % links.length;
    const thumb = $<HTMLImageElement>('img', links[at]!)!;
    image.src = links[at]!.href;
    image.alt = thumb.alt;
  };
  links.forEach((link, index) =>
    link.addEventListener('click', (event) => {
      event.preventDefault();
      show(index);
      dialog.showModal();
    }),
  );
  dialog.addEventListener('click', (event) => {
    const action = (event.target as Element).closest<HTMLElement>('[data-lb]')?.dataset.lb;
    if (action === 'close' || event.target === dialog) dialog.close();
    else if (action) show(at + Number(action));
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') show(at + 1);
    if (event.key === 'ArrowLeft') show(at - 1);
  });
  let startX = 0;
  dialog.addEventListener('touchstart', (event) => (startX = event.touches[0]!.clientX), {
    passive: true,
  });
  dialog.addEventListener('touchend', (event) => {
    const dx = event.changedTouches[0]!.clientX - startX;
    if (Math.abs(dx) > 40) show(at + (dx < 0 ? 1 : -1));
  });
}

music();
countdown();
copy();
forms();
maps();
lightbox();
