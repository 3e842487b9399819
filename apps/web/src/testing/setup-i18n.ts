// Every web test renders in English, as an English page does: Lingui's global i18n is active before any component
// renders (src/lib/i18n activates English when it is first imported).
import '../lib/i18n';
