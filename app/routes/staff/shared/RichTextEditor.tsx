import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import { FieldError } from "./form-kit";

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

const TOOLS: { label: string; isActive: (e: Editor) => boolean; run: (e: Editor) => void }[] = [
  {
    label: "Bold",
    isActive: (e) => e.isActive("bold"),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: "Italic",
    isActive: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Heading",
    isActive: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    isActive: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bulleted list",
    isActive: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    isActive: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/**
 * Rich text for the staff editors: Tiptap's core editor mounted on a box this component owns (its
 * React binding imports react-dom, which would move react-dom's entry out of the file every public
 * page loads). Only the marks and blocks in the toolbar exist in its schema, so what is pasted from
 * Word keeps its text, paragraphs, lists and emphasis and loses the rest. What it produces is
 * sanitized again on the server when saved and when shown.
 */
export function RichTextEditor({ label, value, onChange, error }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [active, setActive] = useState<boolean[]>(() => TOOLS.map(() => false));
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!box.current) return;
    const created = new Editor({
      element: box.current,
      extensions: [
        StarterKit.configure({
          heading: { levels: [2, 3] },
          code: false,
          codeBlock: false,
          horizontalRule: false,
          link: { openOnClick: false, protocols: ["http", "https", "mailto", "tel"] },
        }),
      ],
      content: value,
      editorProps: {
        attributes: {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": `${id}-label`,
          class: "rich-text__area",
        },
      },
      onUpdate: ({ editor: current }) => changed.current(current.getHTML()),
      onTransaction: ({ editor: current }) =>
        setActive(TOOLS.map((tool) => tool.isActive(current))),
    });
    setEditor(created);
    return () => created.destroy();
    // The editor is created once; later values come from typing into it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const area = editor?.view.dom;
    if (!area) return;
    if (error) {
      area.setAttribute("aria-invalid", "true");
      area.setAttribute("aria-describedby", `${id}-error`);
    } else {
      area.removeAttribute("aria-invalid");
      area.removeAttribute("aria-describedby");
    }
  }, [editor, error, id]);

  return (
    <div className={`field rich-text${error ? " field--invalid" : ""}`}>
      <span id={`${id}-label`} className="rich-text__label">
        {label}
      </span>
      <div role="toolbar" aria-label={`${label}: formatting`} className="rich-text__toolbar">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className="button button--outline button--small"
            aria-pressed={active[index] ?? false}
            disabled={!editor}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <div ref={box} />
      <FieldError id={id} error={error} />
    </div>
  );
}
