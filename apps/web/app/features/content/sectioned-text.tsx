import type { ReactNode } from 'react';
import '../../styles/content.css';

export interface TextSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A text the server words from fixed parts (the withdrawal information, the accessibility
 * statement): a title, an optional note, headed sections of plain paragraphs, and what follows.
 */
export function SectionedText({
  title,
  note,
  sections,
  children,
}: {
  title: string;
  note?: string | undefined;
  sections: readonly TextSection[];
  children?: ReactNode;
}) {
  return (
    <article className="container py-5 content-article">
      <h1 className="display-6 fw-bold mb-4">{title}</h1>
      {note && <p className="fst-italic">{note}</p>}
      <div className="content-rich-text">
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
