import { Mark, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** `<small>`, the fine print under a product's typical data. */
const Small = Mark.create({
  name: 'small',
  parseHTML: () => [{ tag: 'small' }],
  renderHTML: ({ HTMLAttributes }) => ['small', mergeAttributes(HTMLAttributes), 0],
});

/**
 * Cells hold text directly, as the stored tables do: TipTap's own cells wrap it in `<p>`, which
 * would rewrite every table on the first save.
 */
const TextCell = TableCell.extend({ content: 'inline*' });
const TextHeaderCell = TableHeader.extend({
  content: 'inline*',
  addAttributes() {
    return {
      ...this.parent?.(),
      scope: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('scope'),
        renderHTML: (attributes: { scope?: string | null }) => (attributes.scope ? { scope: attributes.scope } : {}),
      },
    };
  },
});

/**
 * What the editor can hold is what the server's sanitiser keeps and the public pages show: the
 * headings below a page's title, emphasis, lists, links that open where they are, quotes, tables
 * and fine print. Code, which no page styles, is left out.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
    trailingNode: false,
  }),
  Small,
  Image.configure({ inline: true }),
  Table.configure({ resizable: false }),
  TableRow,
  TextHeaderCell,
  TextCell,
];

/**
 * The editor's HTML as the server stores it. TipTap wraps the text of a list item or a quote in
 * `<p>`, writes every table row into `<tbody>` and adds a `<colgroup>` and widths for its own
 * layout: a lone paragraph in an item or a quote is unwrapped, a table's leading rows of header
 * cells go back into `<thead>`, the layout goes, and a header cell beside data cells in a body row
 * (as a row staff add copies it) heads its row.
 */
export function storedHtmlOf(editorHtml: string): string {
  if (!/<(li|blockquote|table)\b/.test(editorHtml)) return editorHtml;
  const container = document.createElement('template');
  container.innerHTML = editorHtml;
  for (const item of container.content.querySelectorAll('li, blockquote')) {
    const only = item.childNodes.length === 1 ? item.firstElementChild : null;
    if (only?.tagName === 'P') only.replaceWith(...only.childNodes);
  }
  for (const table of container.content.querySelectorAll('table')) {
    table.removeAttribute('style');
    table.querySelector(':scope > colgroup')?.remove();
    const body = table.querySelector(':scope > tbody');
    if (!body) continue;
    const headerRows: Element[] = [];
    for (const row of body.children) {
      if (![...row.children].every((cell) => cell.tagName === 'TH' && !cell.hasAttribute('scope'))) break;
      headerRows.push(row);
    }
    if (headerRows.length > 0 && headerRows.length < body.children.length) {
      const head = document.createElement('thead');
      head.append(...headerRows);
      table.insertBefore(head, body);
    }
    for (const cell of body.querySelectorAll(':scope > tr > th:not([scope])')) {
      if (cell.parentElement?.querySelector(':scope > td')) cell.setAttribute('scope', 'row');
    }
  }
  return container.innerHTML;
}
