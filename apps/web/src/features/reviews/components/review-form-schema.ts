import { z } from 'zod';
import { reviewEditSchema, reviewRatingSchema } from '@kala/contract/reviews';

/**
 * The form's checks are the contract's (the same messages the server answers with), with the rating read from the
 * radio group's text value: nothing chosen yet is 'Please choose a rating from 1 to 5 stars'. Photos are kept apart
 * (they upload as they are chosen), so they are not part of the form's values.
 */
export const reviewFormSchema = reviewEditSchema.omit({ photoIds: true }).extend({
  rating: z.preprocess((value) => (value === '' || value == null ? undefined : Number(value)), reviewRatingSchema),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormValues = z.output<typeof reviewFormSchema>;
