import Link from '@tiptap/extension-link';
import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LINK_REL } from '@catalog/shared';
import { cx } from '../../components/ui/cx.ts';
import { controlBorder, describedBy, FieldShell, useFieldIds } from '../../components/ui/field-shell.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type LinkDraft, LinkDialog } from './link-dialog.tsx';
import './rich-text-editor.css';
import type { Shown } from '../../lib/api.ts';

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Called when focus leaves the editor and its toolbar: the form validates then (docs/product.md §5.12). */
  onBlur?: () => void;
  error?: Shown;
  hint?: string;
  required?: boolean;
  name?: string;
}

/** An empty document is an empty value, so "required" and "unchanged" work as for a text input. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The rich-text field of docs/product.md §5.10 (TipTap): bold, italic, bullet and numbered lists and
 * links, 120 to 300 px high with its own scrolling. Links get https:// when no scheme is given and
 * open in a new tab. Its output stays within the sanitiser's allow-list (p, strong, em, ul, ol,
 * li, a, br).
 */
export function RichTextEditor({ value, onChange, onBlur, ...field }: RichTextEditorProps) {
  const { label, error, hint, required } = field;
  const t = useT();
  const ids = useFieldIds();
  const emitted = useRef(value);
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const description = describedBy(ids, { error, hint });

  const attributes = (): Record<string, string> => {
    const attrs: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': ids.label,
      class: 'rte-content min-h-[120px] px-3.5 py-2.5 text-[15px] leading-relaxed text-slate-900 focus:outline-none',
    };
    if (description) attrs['aria-describedby'] = description;
    if (error) attrs['aria-invalid'] = 'true';
    if (required) attrs['aria-required'] = 'true';
    return attrs;
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'ftp', 'mailto'],
        HTMLAttributes: { target: '_blank', rel: LINK_REL },
      }),
    ],
    content: value,
    editorProps: {
      attributes: attributes(),
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChange(html);
    },
  });

  // Error and description change after creation; the editable element follows them.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: attributes() } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attributes() reads exactly these
  }, [editor, error, description, required, ids.label]);

  // A value set from outside (a form reset) replaces the content; our own echoes do not. Checked
  // as the render lands, before the next keystroke can make `emitted` newer than `value`.
  useLayoutEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            link: e.isActive('link'),
          }
        : null,
  });

  function openLink() {
    if (!editor) return;
    const existing = editor.isActive('link');
    if (existing) editor.chain().extendMarkRange('link').run();
    const { from, to } = editor.state.selection;
    const text = editor.state.doc.textBetween(from, to, ' ');
    const href = existing ? String(editor.getAttributes('link').href ?? '') : '';
    setLinkDraft({ text, url: href, existing });
  }

  const saveLink = ({ text, url }: { text: string; url: string }) => {
    setLinkDraft(null);
    if (!editor) return;
    const { from, to, empty } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, ' ');
    const chain = editor.chain().focus();
    if (!empty && (text === '' || text === selected)) {
      chain.setLink({ href: url }).run();
    } else {
      chain
        .insertContent({ type: 'text', text: text || url, marks: [{ type: 'link', attrs: { href: url } }] })
        .unsetMark('link')
        .run();
    }
  };

  const removeLink = () => {
    setLinkDraft(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const tools: Array<{ label: string; Icon: LucideIcon; pressed: boolean; run: () => void; shortcut?: string }> = [
    {
      label: t('editor.richText.bold'),
      Icon: Bold,
      pressed: Boolean(active?.bold),
      run: () => editor?.chain().focus().toggleBold().run(),
      shortcut: 'Ctrl+B',
    },
    {
      label: t('editor.richText.italic'),
      Icon: Italic,
      pressed: Boolean(active?.italic),
      run: () => editor?.chain().focus().toggleItalic().run(),
      shortcut: 'Ctrl+I',
    },
    {
      label: t('editor.richText.bulletList'),
      Icon: List,
      pressed: Boolean(active?.bulletList),
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      label: t('editor.richText.orderedList'),
      Icon: ListOrdered,
      pressed: Boolean(active?.orderedList),
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    {
      label: t('editor.richText.link'),
      Icon: Link2,
      pressed: Boolean(active?.link),
      run: openLink,
      shortcut: 'Ctrl+K',
    },
  ];

  return (
    <FieldShell
      {...field}
      ids={ids}
      onLabelClick={() => editor?.commands.focus()}
      // The link dialog lies outside the field while it is open; leaving for it is not leaving.
      onFocusLeave={() => {
        if (!linkDraft) onBlur?.();
      }}
    >
      <div
        className={cx(
          'overflow-hidden rounded-lg border bg-white shadow-sm transition-colors',
          controlBorder(Boolean(error)),
        )}
      >
        <div
          role="toolbar"
          aria-label={t('editor.richText.toolbar', { label })}
          className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 px-1.5 py-1"
        >
          {tools.map(({ label: toolLabel, Icon, pressed, run, shortcut }) => (
            <button
              key={toolLabel}
              type="button"
              aria-label={toolLabel}
              aria-pressed={pressed}
              title={shortcut ? `${toolLabel} (${shortcut})` : toolLabel}
              onMouseDown={(e) => e.preventDefault()}
              onClick={run}
              disabled={!editor}
              className={cx(
                'flex size-9 items-center justify-center rounded-md transition-colors',
                pressed ? 'bg-navy-100 text-navy-900' : 'text-slate-700 hover:bg-slate-200 hover:text-slate-900',
              )}
            >
              <Icon className="size-4" aria-hidden="true" strokeWidth={pressed ? 2.6 : 2} />
            </button>
          ))}
        </div>
        <div className="max-h-[300px] overflow-y-auto overscroll-contain">
          <EditorContent editor={editor} />
        </div>
      </div>
      <LinkDialog draft={linkDraft} onClose={() => setLinkDraft(null)} onSave={saveLink} onRemove={removeLink} />
    </FieldShell>
  );
}
