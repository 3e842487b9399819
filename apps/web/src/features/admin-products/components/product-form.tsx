import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  PRODUCT_FIELD_LABELS as LABELS,
  PRODUCT_MESSAGES,
  productInputSchema,
  type AdminProduct,
  type ProductValues,
} from '@kala/contract/admin-products';
import { CATEGORIES, categoryTitle } from '@kala/contract/categories';
import { DEFAULT_STUDIO_NAME } from '@kala/contract/studio';
import { buttonClass } from '../../../components/ui/button';
import { FieldFrame, FormMessage, TextareaField, TextField } from '../../../components/ui/form-field';
import { ImageUpload } from '../../../components/upload/image-upload';
import { errorMessage } from '../../../lib/api-client';
import { useCreators } from '../api/get-admin-product';
import { useSaveProduct } from '../api/save-product';
import type { ProductFormValues } from '../lib/product-form-values';
import { GalleryField } from './gallery-field';
import { RichTextEditor } from './rich-text-editor';
import { chevronStyle, selectClass } from '../../../components/ui/select-look';
import { TaxOverrideFields } from './tax-override-fields';
import { SizesEditor } from './sizes-editor';
import { TagsInput } from './tags-input';

/** The contract's schema judges the form: the same rules and words as the server (spec §5 Product form). */
const resolver = zodResolver(productInputSchema) as unknown as Resolver<ProductFormValues, unknown, ProductValues>;

/**
 * The product create/edit form of spec §2/§5: name, subtitle, category, short description, the rich detailed
 * description, thumbnail and gallery (uploaded), tags, rating, active, artist and sizes. Submit stays disabled while
 * saving or while the name or the thumbnail is empty. The server's message (or the spec's fallback) shows on
 * failure; `onSaved` gets the saved product.
 */
export function ProductForm({
  productId,
  initialValues,
  onSaved,
}: {
  productId?: string | undefined;
  initialValues: ProductFormValues;
  onSaved: (product: AdminProduct, message: string) => void;
}) {
  const save = useSaveProduct();
  const creators = useCreators();
  const descriptionLabelId = useId();
  const hindiDescriptionLabelId = useId();
  const categoryId = useId();
  const artistId = useId();
  const [uploadProblem, setUploadProblem] = useState<string | undefined>();
  const { register, handleSubmit, control, formState, setValue } = useForm<ProductFormValues, unknown, ProductValues>({
    resolver,
    defaultValues: initialValues,
  });
  const { errors } = formState;
  const [name, thumbnail] = useWatch({ control, name: ['name', 'thumbnail'] });
  const saving = save.isPending;
  const blocked = saving || !name?.trim() || !thumbnail?.trim();

  const submit = handleSubmit((values) => {
    save.mutate(
      { id: productId, values },
      {
        onSuccess: (answer) =>
          onSaved(answer.data, answer.message ?? (productId ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.created)),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-8" aria-busy={saving}>
      <section className="grid gap-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6 lg:grid-cols-2">
        <h2 className="font-display text-xl text-ink lg:col-span-2">The piece</h2>
        <TextField label={LABELS.name} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField
          label={LABELS.subtitles}
          autoComplete="off"
          error={errors.subtitles?.message}
          {...register('subtitles')}
        />
        <FieldFrame id={categoryId} label={LABELS.category} error={errors.category?.message}>
          <select
            id={categoryId}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${categoryId}-error` : undefined}
            className={selectClass({ className: 'w-full', invalid: Boolean(errors.category) })}
            style={chevronStyle}
            {...register('category')}
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {categoryTitle(c.slug)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={artistId} label={LABELS.creatorId} error={errors.creatorId?.message}>
          <select
            id={artistId}
            className={selectClass({ className: 'w-full', invalid: Boolean(errors.creatorId) })}
            style={chevronStyle}
            {...register('creatorId')}
          >
            <option value="">{DEFAULT_STUDIO_NAME}</option>
            {creators.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <TaxOverrideFields register={register} errors={errors} />
        <div className="lg:col-span-2">
          <TextareaField
            label={LABELS.description}
            rows={3}
            className="min-h-24"
            error={errors.description?.message}
            {...register('description')}
          />
        </div>
        <div className="lg:col-span-2">
          <p id={descriptionLabelId} className="mb-1.5 text-sm font-semibold text-ink">
            {LABELS.productDescription}
          </p>
          <Controller
            control={control}
            name="productDescription"
            render={({ field }) => (
              <RichTextEditor
                labelId={descriptionLabelId}
                initialValue={initialValues.productDescription}
                onChange={field.onChange}
                disabled={saving}
              />
            )}
          />
          {errors.productDescription && (
            <p className="mt-1.5 text-sm font-medium text-red-700">{errors.productDescription.message}</p>
          )}
        </div>
      </section>

      <section className="grid gap-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6 lg:grid-cols-2">
        <h2 className="font-display text-xl text-ink lg:col-span-2">Hindi (optional)</h2>
        <TextField
          label="Name in Hindi"
          lang="hi"
          autoComplete="off"
          error={errors.nameHi?.message}
          {...register('nameHi')}
        />
        <TextField
          label="Subtitle in Hindi"
          lang="hi"
          autoComplete="off"
          error={errors.subtitlesHi?.message}
          {...register('subtitlesHi')}
        />
        <div className="lg:col-span-2">
          <TextareaField
            label="Short description in Hindi"
            lang="hi"
            rows={3}
            className="min-h-24"
            error={errors.descriptionHi?.message}
            {...register('descriptionHi')}
          />
        </div>
        <div className="lg:col-span-2">
          <p id={hindiDescriptionLabelId} className="mb-1.5 text-sm font-semibold text-ink">
            Detailed description in Hindi
          </p>
          <Controller
            control={control}
            name="productDescriptionHi"
            render={({ field }) => (
              <RichTextEditor
                labelId={hindiDescriptionLabelId}
                lang="hi"
                initialValue={initialValues.productDescriptionHi}
                onChange={field.onChange}
                disabled={saving}
              />
            )}
          />
          {errors.productDescriptionHi && (
            <p className="mt-1.5 text-sm font-medium text-red-700">{errors.productDescriptionHi.message}</p>
          )}
        </div>
      </section>

      <section className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <h2 className="font-display text-xl text-ink">Images</h2>
        {uploadProblem && <FormMessage tone="error">{uploadProblem}</FormMessage>}
        <div>
          <ImageUpload
            id="product-thumbnail"
            label={LABELS.thumbnail}
            value={thumbnail || null}
            onUploaded={(url) => {
              setUploadProblem(undefined);
              setValue('thumbnail', url, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            }}
            onError={(reason) => setUploadProblem(PRODUCT_MESSAGES.thumbnailUpload(reason))}
          />
          {errors.thumbnail && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.thumbnail.message}</p>}
        </div>
        <Controller
          control={control}
          name="sliderImages"
          render={({ field, fieldState }) => (
            <GalleryField
              images={field.value}
              onChange={(images) => {
                setUploadProblem(undefined);
                field.onChange(images);
              }}
              onUploadError={(reason) => setUploadProblem(PRODUCT_MESSAGES.galleryUpload(reason))}
              error={fieldState.error?.message}
            />
          )}
        />
      </section>

      <section className="grid gap-5 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6 lg:grid-cols-2">
        <h2 className="font-display text-xl text-ink lg:col-span-2">Shop details</h2>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <TextField
          label={`${LABELS.ratings} (0 to 5)`}
          type="number"
          inputMode="decimal"
          min={0}
          max={5}
          step="0.1"
          error={errors.ratings?.message}
          {...register('ratings')}
        />
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-ink lg:col-span-2">
          <input type="checkbox" className="h-5 w-5 accent-clay" {...register('isActive')} />
          {LABELS.isActive}: shown in the store
        </label>
      </section>

      <section className="rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <SizesEditor control={control} register={register} errors={errors.sizes} disabled={saving} />
      </section>

      {save.isError && <FormMessage tone="error">{errorMessage(save.error, PRODUCT_MESSAGES.saveFailed)}</FormMessage>}
      {formState.submitCount > 0 && Object.keys(errors).length > 0 && (
        <FormMessage tone="error">Please correct the fields marked above.</FormMessage>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={blocked} className={buttonClass('primary', 'lg')}>
          {saving ? 'Saving…' : productId ? 'Update Product' : 'Create Product'}
        </button>
        {!name?.trim() || !thumbnail?.trim() ? (
          <p className="text-sm text-muted">A name and a thumbnail are needed before saving.</p>
        ) : null}
      </div>
    </form>
  );
}
