import { categoryName } from '@kala/contract/categories';
import { getLocale } from '../../../lib/i18n';

/** A category's name as shoppers see it, in the active language (architecture §6.3: the registry's display name). */
export const categoryLabel = (slug: string): string => categoryName(slug, getLocale());
