import type { Catalogue, Partnership, TeamMember } from '@rennfeld/contract';
import { useT } from '../../i18n/use-i18n.ts';
import { telephoneHref } from '../../lib/brand.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { SafeHtml } from '../../lib/safe-html.ts';
import { fallbackLang } from '../../lib/untranslated.ts';
import { buildColumnSizes, buildStorageUrl } from '../../lib/storage.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { EmptyText } from '../../ui/status.tsx';
import { CardGrid, GRID_IMAGE_SIZES } from './card-grid.tsx';
import '../../styles/content.css';
import { StorageImage } from '../../ui/storage-image.tsx';

/** New-tab links (catalogue PDFs, partner sites) never hand the opened page a handle on ours. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function CatalogueGrid({ catalogues }: { catalogues: Catalogue[] }) {
  const { storageBase } = useRootData().env;
  const t = useT();
  if (catalogues.length === 0) return <EmptyText text={t('content.catalogue.empty')} />;
  return (
    <CardGrid
      items={catalogues}
      columns="1-2-4"
      itemKey={(catalogue) => catalogue.id}
      label={t('content.catalogue.catalogues')}
    >
      {(catalogue) => (
        <article className="card content-card border-0 shadow-sm w-100">
          <StorageImage
            folder="catalogue"
            sizes={GRID_IMAGE_SIZES['1-2-4']}
            file={catalogue.image}
            alt=""
            className="card-img-top content-card-image content-card-image-cover"
          />
          <div className="card-body d-flex flex-column">
            <h3 className="h5 card-title" lang={fallbackLang(catalogue, 'name')}>
              {catalogue.name}
            </h3>
            <a
              className="btn btn-dark mt-auto"
              href={buildStorageUrl(storageBase, 'catalogue', catalogue.pdf)}
              aria-label={t('content.catalogue.downloadOf', { catalogue: catalogue.name })}
              {...NEW_TAB}
            >
              {t('content.catalogue.download')}
            </a>
          </div>
        </article>
      )}
    </CardGrid>
  );
}

export function TeamGrid({ members }: { members: TeamMember[] }) {
  const t = useT();
  if (members.length === 0) return <EmptyText text={t('content.team.empty')} />;
  return (
    <CardGrid items={members} columns="1-2-4" itemKey={(member) => member.id} label={t('content.team.members')}>
      {(member) => (
        <article className="card content-card border-0 shadow-sm w-100">
          <StorageImage
            folder="team-members"
            sizes={GRID_IMAGE_SIZES['1-2-4']}
            file={member.image}
            alt={member.name}
            className="card-img-top content-card-image content-card-image-portrait"
          />
          <div className="card-body">
            <h3 className="h5 card-title mb-1">{member.name}</h3>
            <p className="text-secondary mb-3" lang={fallbackLang(member, 'department')}>
              {member.department}
            </p>
            <ul className="list-unstyled small mb-0 d-grid gap-1">
              <li>
                <a href={`mailto:${member.email}`} className="text-break">
                  {member.email}
                </a>
              </li>
              <li>
                <a href={telephoneHref(member.phone)}>{member.phone}</a>
              </li>
            </ul>
          </div>
        </article>
      )}
    </CardGrid>
  );
}

export interface CompanyBlock {
  id: number;
  image: string;
  description: SafeHtml;
  /** Fields answered in English on a German page (decision 049). */
  untranslated?: string[];
}

/** The about-company blocks: image and text side by side, the image alternating left and right. */
export function CompanyBlocks({ blocks }: { blocks: CompanyBlock[] }) {
  return (
    <div className="d-grid gap-5">
      {blocks.map((block, index) => (
        <section
          key={block.id}
          className={`row g-4 align-items-center content-company-block ${index % 2 === 1 ? 'flex-lg-row-reverse' : ''}`}
          data-image-side={index % 2 === 1 ? 'right' : 'left'}
        >
          <div className="col-12 col-lg-6">
            <StorageImage
              folder="about"
              file={block.image}
              alt=""
              sizes={buildColumnSizes({ lg: 2 })}
              className="content-block-image"
            />
          </div>
          <div className="col-12 col-lg-6">
            <RichText
              html={block.description}
              className="content-rich-text"
              lang={fallbackLang(block, 'description')}
            />
          </div>
        </section>
      ))}
    </div>
  );
}

export function PartnerGrid({ partners }: { partners: Partnership[] }) {
  const t = useT();
  if (partners.length === 0) return <EmptyText text={t('content.partnership.empty')} />;
  return (
    <CardGrid
      items={partners}
      columns="1-2-4"
      itemKey={(partner) => partner.id}
      label={t('content.partnership.partners')}
    >
      {(partner) => (
        <article className="card content-card border-0 shadow-sm w-100">
          <StorageImage
            folder="partnership"
            sizes={GRID_IMAGE_SIZES['1-2-4']}
            file={partner.image}
            alt=""
            className="card-img-top content-card-image content-card-image-contain"
          />
          <div className="card-body d-flex flex-column">
            <h3 className="h5 card-title">{partner.name}</h3>
            <p className="card-text" lang={fallbackLang(partner, 'partner_detail')}>
              {partner.partner_detail}
            </p>
            <a
              className="btn btn-dark mt-auto"
              href={partner.link}
              aria-label={t('content.partnership.homePageOf', { partner: partner.name })}
              {...NEW_TAB}
            >
              {t('content.partnership.homePage')}
            </a>
          </div>
        </article>
      )}
    </CardGrid>
  );
}
