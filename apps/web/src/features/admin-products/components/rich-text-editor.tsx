import { useEffect, useRef, useState } from 'react';
import type QuillType from 'quill';
import { inputClass } from '../../../components/ui/form-field';

/** Spec §9 toolbar: headers 1-3, bold, italic, underline, lists, text colour and background palettes, clean. */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ color: [] }, { background: [] }],
  ['clean'],
];

/** Spec §9 editor defaults: undo merges changes within 1000 ms and keeps 100 steps. */
const HISTORY = { delay: 1000, maxStack: 100, userOnly: true };

/**
 * The editor's HTML for storing. Quill 2.0.3's getSemanticHTML writes every space as &nbsp; (a known bug), which
 * would stop the shop's text from wrapping; an empty editor is ''.
 */
function editorHtml(quill: QuillType): string {
  if (quill.getLength() <= 1) return '';
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

/**
 * Quill's pickers (heading, colours) are spans with role=button and no name, and their closed option lists are
 * aria-hidden yet focusable. Names them, and keeps closed options out of the tab order, so the toolbar works by
 * keyboard and with a screen reader.
 */
function labelToolbar(container: HTMLElement) {
  const toolbar = container.querySelector('.ql-toolbar');
  toolbar?.setAttribute('role', 'toolbar');
  toolbar?.setAttribute('aria-label', 'Text formatting');
  const names: Record<string, string> = {
    'ql-header': 'Heading',
    'ql-color': 'Text colour',
    'ql-background': 'Background colour',
  };
  for (const [className, name] of Object.entries(names)) {
    const picker = container.querySelector(`.ql-picker.${className}`);
    if (!picker) continue;
    picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', name);
    const options = picker.querySelector('.ql-picker-options');
    const items = [...picker.querySelectorAll<HTMLElement>('.ql-picker-item')];
    for (const item of items) {
      const value = item.dataset.value;
      const label =
        className === 'ql-header'
          ? value
            ? `Heading ${value}`
            : 'Normal text'
          : value
            ? `${name} ${value}`
            : `${name}: default`;
      item.setAttribute('aria-label', label);
    }
    const syncTabOrder = () => {
      const hidden = options?.getAttribute('aria-hidden') === 'true';
      for (const item of items) item.tabIndex = hidden ? -1 : 0;
    };
    syncTabOrder();
    if (options)
      new MutationObserver(syncTabOrder).observe(options, { attributes: true, attributeFilter: ['aria-hidden'] });
  }
  for (const button of container.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    const label = button.getAttribute('aria-label') ?? '';
    // Quill names them 'bold', 'list: ordered'; people read 'Bold', 'Numbered list'.
    const readable: Record<string, string> = {
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      'list: ordered': 'Numbered list',
      'list: bullet': 'Bulleted list',
      clean: 'Clear formatting',
    };
    if (readable[label]) button.setAttribute('aria-label', readable[label]);
  }
}

/**
 * The detailed description's rich-text editor (Quill 2, snow theme). Quill and its stylesheet are fetched when the
 * form opens, never with the rest of the admin panel or the store. The server cleans whatever this sends (decision
 * 010). If Quill cannot load, a plain text area takes HTML instead, so the form still works.
 */
export function RichTextEditor({
  labelId,
  initialValue,
  onChange,
  disabled = false,
  lang,
}: {
  labelId: string;
  /** The language of the text ('hi' for the Hindi description), so a screen reader and the spell checker read it so. */
  lang?: string;
  initialValue: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<QuillType | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [phase, setPhase] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [fallback, setFallback] = useState(initialValue);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let live = true;
    const editor = document.createElement('div');
    container.appendChild(editor);
    Promise.all([import('quill'), import('quill/dist/quill.snow.css')])
      .then(([{ default: Quill }]) => {
        if (!live) return;
        const quill = new Quill(editor, {
          theme: 'snow',
          modules: { toolbar: TOOLBAR, history: HISTORY },
          placeholder: 'The story of the piece, its making and its care…',
        });
        if (initialValue) quill.setContents(quill.clipboard.convert({ html: initialValue }), 'silent');
        quill.root.setAttribute('aria-labelledby', labelId);
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        if (lang) quill.root.setAttribute('lang', lang);
        labelToolbar(container);
        quill.on('text-change', () => onChangeRef.current(editorHtml(quill)));
        quillRef.current = quill;
        setPhase('ready');
      })
      .catch(() => live && setPhase('failed'));
    return () => {
      live = false;
      quillRef.current = null;
      container.replaceChildren();
    };
    // Made once: Quill owns its content from then on; later values come out of it, never back into it.
  }, []);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled, phase]);

  if (phase === 'failed') {
    return (
      <div>
        <p className="mb-2 text-sm text-muted">The editor could not load; write the description as HTML here.</p>
        <textarea
          aria-labelledby={labelId}
          lang={lang}
          className={inputClass(false) + ' min-h-40 font-mono text-sm'}
          value={fallback}
          disabled={disabled}
          onChange={(event) => {
            setFallback(event.target.value);
            onChange(event.target.value);
          }}
        />
      </div>
    );
  }
  return (
    <div
      className={
        'rounded-xl bg-white [&_.ql-container]:rounded-b-xl [&_.ql-container]:text-base! [&_.ql-editor]:min-h-48 ' +
        '[&_.ql-editor:focus]:outline-3! [&_.ql-editor:focus]:outline-turmeric! [&_.ql-toolbar]:rounded-t-xl ' +
        '[&_.ql-picker-label:focus-visible]:outline-3 [&_.ql-picker-label:focus-visible]:outline-turmeric'
      }
      aria-busy={phase === 'loading'}
    >
      {phase === 'loading' && (
        <p role="status" className="rounded-xl border border-stone-300 px-4 py-3 text-sm text-muted">
          Loading the editor…
        </p>
      )}
      <div ref={host} />
    </div>
  );
}
