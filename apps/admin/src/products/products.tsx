import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  ArrayInput,
  AutocompleteArrayInput,
  DateInput,
  Button,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  useGetOne,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES } from '@rennfeld/contract/constants';
import {
  buildProductPath,
  ProductInputSchema,
  UpdateProductRequestSchema,
  type ApprovalRecord,
  type CategoryRecord,
  type ProductSummary,
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
import { CreateOptionDialog } from '../content-editing/create-option-dialog.tsx';
import { FieldGroupHeading } from '../content-editing/field-group-heading.tsx';
import { keepEmptyText } from '../content-editing/keep-empty-text.ts';
import { LanguageColumns } from '../content-editing/language-columns.tsx';
import { StoredFileInput } from '../content-editing/stored-file-input.tsx';
import { PriceInput } from '../ui/price-input.tsx';
import { StaffDateField, EuroField } from '../ui/staff-formats.tsx';
import { GermanMissingField } from '../ui/translation-field.tsx';

const DOCUMENT_KIND_CHOICES = DOCUMENT_KINDS.map((kind) => ({ id: kind, name: `rennfeld.products.documents.${kind}` }));
const DOCUMENT_LANGUAGE_CHOICES = DOCUMENT_LANGUAGES.map((language) => ({
  id: language,
  name: `rennfeld.products.documents.${language}`,
}));
const ALL = 500;

/** A choice left empty is no value (null), as the contract has it, not an empty string. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={PUBLICATION_CHOICES} />,
  <ReferenceInput
    key="categoryId"
    source="categoryId"
    reference="categories"
    perPage={ALL}
    sort={{ field: 'position', order: 'ASC' }}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

export function ProductList() {
  return (
    <List sort={{ field: 'updatedAt', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <SelectField source="status" choices={PUBLICATION_CHOICES} sortable={false} />
        <ReferenceField source="categoryId" reference="categories" link={false} sortable={false} />
        <EuroField source="minPrice" />
        <GermanMissingField<ProductSummary>
          label="rennfeld.content.german_column"
          isMissing={(product) => product.untranslated}
        />
        <StaffDateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}

/** The sub-categories of the category chosen in the form, or none. */
function SubCategoryInput() {
  const categoryId = useWatch({ name: 'categoryId' }) as number | undefined;
  const { data: category } = useGetOne<CategoryRecord>('categories', { id: categoryId }, { enabled: !!categoryId });
  return (
    <SelectInput
      source="subCategoryId"
      choices={category?.subCategories ?? []}
      parse={emptyToNull}
      disabled={!category || category.subCategories.length === 0}
    />
  );
}

/**
 * A filter value the product may lack (brand, manufacturer, viscosity, specification area); one
 * the list lacks, such as a new viscosity, is added from here.
 */
function OptionInput({ source, reference }: { source: string; reference: string }) {
  return (
    <ReferenceInput source={source} reference={reference} perPage={ALL} sort={{ field: 'position', order: 'ASC' }}>
      <SelectInput
        optionText="name"
        parse={emptyToNull}
        create={<CreateOptionDialog reference={reference} />}
        createLabel="rennfeld.options.create_title"
        createItemLabel="rennfeld.options.create_item"
      />
    </ReferenceInput>
  );
}

/** Picked in the order the product page lists them; each shown with its kind, which the page keeps apart. */
function ApprovalsInput() {
  const translate = useTranslate();
  return (
    <ReferenceArrayInput
      source="approvalIds"
      reference="approvals"
      perPage={ALL}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <AutocompleteArrayInput
        optionText={(approval: ApprovalRecord) =>
          `${approval.name} (${translate(`rennfeld.approvals.kinds.${approval.kind}`)})`
        }
        helperText="rennfeld.products.approvals_help"
        fullWidth
      />
    </ReferenceArrayInput>
  );
}

function AddSizeButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="rennfeld.products.add_size" onClick={() => add()}>
      <AddIcon />
    </Button>
  );
}

function RemoveSizeButton() {
  const { remove } = useSimpleFormIteratorItem();
  return (
    <Button label="rennfeld.products.remove_size" color="error" onClick={() => remove()}>
      <RemoveIcon />
    </Button>
  );
}

function ProductFields() {
  return (
    <>
      <TextInput source="name" fullWidth isRequired />
      <SlugInput fullWidth isRequired />
      <PublicationStatusInput />
      <ReferenceInput
        source="categoryId"
        reference="categories"
        perPage={ALL}
        sort={{ field: 'position', order: 'ASC' }}
      >
        <SelectInput optionText="name" isRequired />
      </ReferenceInput>
      <SubCategoryInput />
      <StoredFileInput source="image" folder="product" isRequired />
      <FieldGroupHeading label="rennfeld.products.texts" />
      <LanguageColumns
        english={<ContentRichTextInput source="details" />}
        german={<ContentRichTextInput source="detailsDe" />}
      />
      <FieldGroupHeading label="rennfeld.products.filters" />
      <OptionInput source="brandId" reference="brands" />
      <OptionInput source="manufacturerId" reference="manufacturers" />
      <OptionInput source="viscosityId" reference="viscosities" />
      <OptionInput source="specificationAreaId" reference="specification-areas" />
      <ApprovalsInput />
      <NumberInput source="position" min={0} step={1} />
      <NullableBooleanInput
        source="usedOilNotice"
        nullLabel="rennfeld.products.used_oil_as_category"
        helperText="rennfeld.products.used_oil_help"
      />
      <FieldGroupHeading label="rennfeld.products.documents.heading" />
      <ArrayInput source="documents" label={false} helperText="rennfeld.products.documents.help">
        {/* Every version stays a row: a new version is a new row with a later date. */}
        <SimpleFormIterator inline disableReordering disableClear>
          <SelectInput source="kind" choices={DOCUMENT_KIND_CHOICES} helperText={false} isRequired />
          <SelectInput source="language" choices={DOCUMENT_LANGUAGE_CHOICES} helperText={false} isRequired />
          <DateInput source="versionDate" helperText={false} isRequired />
          <StoredFileInput source="file" folder="documents" kind="pdf" isRequired />
        </SimpleFormIterator>
      </ArrayInput>
      <FieldGroupHeading label="rennfeld.products.sizes" />
      <ArrayInput source="variants" isRequired>
        {/* The product page orders sizes by their container's position, so rows need no reordering. */}
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddSizeButton />}
          removeButton={<RemoveSizeButton />}
        >
          <ReferenceInput
            source="containerSizeId"
            reference="container-sizes"
            perPage={ALL}
            sort={{ field: 'position', order: 'ASC' }}
          >
            <SelectInput optionText="name" helperText={false} isRequired />
          </ReferenceInput>
          <PriceInput source="price" isRequired />
          <NumberInput source="stock" step={1} min={0} helperText="rennfeld.products.stock_help" />
          <TextInput source="productNumber" helperText={false} isRequired />
          <TextInput source="gtin" helperText={false} parse={keepEmptyText} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function ProductCreate() {
  return (
    <ContentCreate
      schema={ProductInputSchema}
      defaultValues={{
        status: 'draft',
        details: '',
        detailsDe: '',
        subCategoryId: null,
        brandId: null,
        manufacturerId: null,
        viscosityId: null,
        specificationAreaId: null,
        position: 1,
        usedOilNotice: null,
        variants: [],
      }}
    >
      <ProductFields />
    </ContentCreate>
  );
}

export function ProductEdit() {
  return (
    <ContentEdit
      schema={UpdateProductRequestSchema}
      previewPath={(record) => buildProductPath(String(record.slug))}
      deleteButton={<ConfirmedDeleteButton confirmContent="rennfeld.products.delete_confirm" />}
    >
      <ProductFields />
    </ContentEdit>
  );
}
