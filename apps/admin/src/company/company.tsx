import {
  Datagrid,
  EmailField,
  FunctionField,
  SelectField,
  List,
  NumberField,
  NumberInput,
  TextField,
  TextInput,
  UrlField,
} from 'react-admin';
import type { ReactNode } from 'react';
import {
  AboutBlockInputSchema,
  CatalogueInputSchema,
  UpdateCatalogueRequestSchema,
  PartnershipInputSchema,
  TeamMemberInputSchema,
  UpdateAboutBlockRequestSchema,
  UpdatePartnershipRequestSchema,
  UpdateTeamMemberRequestSchema,
  type AboutBlockRecord,
} from '@rennfeld/contract/staff';
import {
  ConfirmedDeleteButton,
  ContentCreate,
  ContentEdit,
  ContentRichTextInput,
  PUBLICATION_CHOICES,
  PublicationStatusInput,
  SlugInput,
} from '../content-editing/content-form.tsx';
import { GermanTextInput, LanguageColumns } from '../content-editing/language-columns.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';

// The company pages: catalogues, team members, partnerships and the about-company blocks, each a
// short list in page order.

const deleteButton = <ConfirmedDeleteButton confirmContent="rennfeld.company.delete_confirm" />;

function CompanyList({ children }: { children: ReactNode }) {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} exporter={false} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="position" />
        {children}
      </Datagrid>
    </List>
  );
}

export function TeamMemberList() {
  return (
    <CompanyList>
      <TextField source="name" sortable={false} />
      <TextField source="department" sortable={false} />
      <EmailField source="email" sortable={false} />
    </CompanyList>
  );
}

function TeamMemberFields() {
  return (
    <>
      <TextInput source="name" />
      <LanguageColumns
        english={<TextInput source="department" fullWidth />}
        german={<GermanTextInput source="departmentDe" fullWidth />}
      />
      <TextInput source="email" type="email" />
      <TextInput source="phone" />
      <StoredFileInput source="image" folder="team-members" />
      <NumberInput source="position" min={0} step={1} />
    </>
  );
}

export function TeamMemberCreate() {
  return (
    <ContentCreate schema={TeamMemberInputSchema} defaultValues={{ email: '', phone: '', position: 1 }} redirect="list">
      <TeamMemberFields />
    </ContentCreate>
  );
}

export function TeamMemberEdit() {
  return (
    <ContentEdit schema={UpdateTeamMemberRequestSchema} deleteButton={deleteButton} duplicate={false} redirect="list">
      <TeamMemberFields />
    </ContentEdit>
  );
}

export function PartnershipList() {
  return (
    <CompanyList>
      <TextField source="name" sortable={false} />
      <UrlField source="link" sortable={false} />
    </CompanyList>
  );
}

function PartnershipFields() {
  return (
    <>
      <TextInput source="name" />
      <LanguageColumns
        english={<TextInput source="partnerDetail" multiline fullWidth />}
        german={<GermanTextInput source="partnerDetailDe" multiline fullWidth />}
      />
      <TextInput source="link" type="url" fullWidth />
      <StoredFileInput source="image" folder="partnership" />
      <NumberInput source="position" min={0} step={1} />
    </>
  );
}

export function PartnershipCreate() {
  return (
    <ContentCreate schema={PartnershipInputSchema} defaultValues={{ position: 1 }} redirect="list">
      <PartnershipFields />
    </ContentCreate>
  );
}

export function PartnershipEdit() {
  return (
    <ContentEdit schema={UpdatePartnershipRequestSchema} deleteButton={deleteButton} duplicate={false} redirect="list">
      <PartnershipFields />
    </ContentEdit>
  );
}

/** The first words of a block's text, for the list. */
const excerpt = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

export function AboutBlockList() {
  return (
    <CompanyList>
      <TextField source="image" sortable={false} />
      <FunctionField<AboutBlockRecord>
        source="description"
        sortable={false}
        render={(block) => excerpt(block.description)}
      />
    </CompanyList>
  );
}

function AboutBlockFields() {
  return (
    <>
      <StoredFileInput source="image" folder="about" />
      <LanguageColumns
        english={<ContentRichTextInput source="description" />}
        german={<ContentRichTextInput source="descriptionDe" />}
      />
      <NumberInput source="position" min={0} step={1} />
    </>
  );
}

export function AboutBlockCreate() {
  return (
    <ContentCreate
      schema={AboutBlockInputSchema}
      defaultValues={{ description: '', descriptionDe: '', position: 1 }}
      redirect="list"
    >
      <AboutBlockFields />
    </ContentCreate>
  );
}

export function AboutBlockEdit() {
  return (
    <ContentEdit schema={UpdateAboutBlockRequestSchema} deleteButton={deleteButton} duplicate={false} redirect="list">
      <AboutBlockFields />
    </ContentEdit>
  );
}

export function CatalogueList() {
  return (
    <CompanyList>
      <TextField source="name" sortable={false} />
      <SelectField source="status" choices={PUBLICATION_CHOICES} sortable={false} />
      <TextField source="pdf" sortable={false} />
    </CompanyList>
  );
}

function CatalogueFields() {
  return (
    <>
      <LanguageColumns
        english={<TextInput source="name" fullWidth />}
        german={<GermanTextInput source="nameDe" fullWidth />}
      />
      <SlugInput fullWidth />
      <StoredFileInput source="pdf" folder="catalogue" kind="pdf" coverSource="image" />
      <StoredFileInput source="image" folder="catalogue" />
      <PublicationStatusInput />
      <NumberInput source="position" min={0} step={1} />
    </>
  );
}

export function CatalogueCreate() {
  return (
    <ContentCreate schema={CatalogueInputSchema} defaultValues={{ status: 'draft', position: 1 }} redirect="list">
      <CatalogueFields />
    </ContentCreate>
  );
}

export function CatalogueEdit() {
  return (
    <ContentEdit schema={UpdateCatalogueRequestSchema} deleteButton={deleteButton} duplicate={false} redirect="list">
      <CatalogueFields />
    </ContentEdit>
  );
}
