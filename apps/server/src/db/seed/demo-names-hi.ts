/**
 * The Hindi names of the demo pieces (issue 28), by their slug in demo-products.ts. The seed writes them with the
 * catalogue; `fillDemoHindiNames` gives them to a store seeded before they existed (only where no name is set yet,
 * so an admin's own Hindi name stays).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { stableUuid } from './build-demo-catalogue.ts';

export const DEMO_NAMES_HI: Readonly<Record<string, string>> = {
  'sunset-arch-boho-canvas': 'सनसेट आर्च बोहो कैनवास',
  'desert-rainbow-boho-canvas': 'रेगिस्तानी इंद्रधनुष बोहो कैनवास',
  'golden-hills-sunrise-painting': 'सुनहरी पहाड़ियों का सूर्योदय पेंटिंग',
  'terracotta-bloom-abstract-canvas': 'टेराकोटा ब्लूम एब्स्ट्रैक्ट कैनवास',
  'monsoon-valley-boho-painting': 'मानसून घाटी बोहो पेंटिंग',
  'sunlit-doorway-arch-painting': 'धूप भरा दरवाज़ा आर्च पेंटिंग',
  'boho-rainbow-circle-canvas': 'बोहो इंद्रधनुष गोल कैनवास',
  'rising-sun-boho-circle': 'उगता सूरज बोहो सर्कल आर्ट',
  'desert-arch-round-canvas': 'रेगिस्तानी आर्च गोल कैनवास',
  'boho-botanical-circle': 'बोहो बोटैनिकल सर्कल आर्ट',
  'terracotta-rainbow-round-canvas': 'टेराकोटा इंद्रधनुष गोल कैनवास',
  'golden-hills-circle-painting': 'सुनहरी पहाड़ियाँ सर्कल पेंटिंग',
  'eclipse-duo-minimal-circle': 'ग्रहण जोड़ी मिनिमल सर्कल',
  'quiet-horizon-minimal-art': 'शांत क्षितिज मिनिमल आर्ट',
  'golden-orbit-minimal-circle': 'सुनहरी कक्षा मिनिमल सर्कल',
  'moonrise-stack-minimal-canvas': 'चंद्रोदय मिनिमल कैनवास',
  'sand-and-sage-eclipse-circle': 'रेत और सेज ग्रहण सर्कल',
  'balance-stone-minimal-art': 'संतुलित पत्थर मिनिमल आर्ट',
  'dot-mandala-lotus-plate': 'डॉट मंडला कमल प्लेट',
  'midnight-rainbow-dot-mandala': 'आधी रात का इंद्रधनुषी डॉट मंडला',
  'sunburst-dot-mandala-plate': 'सूर्य किरण डॉट मंडला प्लेट',
  'pastel-bloom-dot-mandala': 'पेस्टल फूल डॉट मंडला',
  'royal-gold-dot-mandala': 'शाही सुनहरा डॉट मंडला',
  'peacock-teal-mandala-plate': 'मोरपंखी नीला मंडला प्लेट',
  'madhubani-peacock-painting': 'मधुबनी मोर पेंटिंग',
  'madhubani-twin-fish-painting': 'मधुबनी जुड़वाँ मछली पेंटिंग',
  'paisley-garden-folk-painting': 'कैरी बाग़ लोक पेंटिंग',
  'mithila-peacock-wedding-panel': 'मिथिला मोर विवाह पैनल',
  'meen-jodi-madhubani-art': 'मीन जोड़ी मधुबनी आर्ट',
  'royal-paisley-mithila-painting': 'शाही कैरी मिथिला पेंटिंग',
  'terracotta-sun-face-wall-hanging': 'टेराकोटा सूर्य मुख वॉल हैंगिंग',
  'warli-dance-terracotta-plate': 'वारली नृत्य टेराकोटा प्लेट',
  'painted-matki-terracotta-tile': 'चित्रित मटकी टेराकोटा टाइल',
  'carved-lotus-terracotta-plate': 'नक्काशीदार कमल टेराकोटा प्लेट',
  'surya-terracotta-wall-mask': 'सूर्य टेराकोटा वॉल मास्क',
  'warli-harvest-terracotta-plate': 'वारली फ़सल टेराकोटा प्लेट',
  'lippan-mirror-mandala-round': 'लिप्पन शीशा मंडला गोल',
  'kutchi-lippan-square-panel': 'कच्छी लिप्पन चौकोर पैनल',
  'lippan-mirror-arch-panel': 'लिप्पन शीशा आर्च पैनल',
  'maroon-lippan-rangoli-plate': 'मैरून लिप्पन रंगोली प्लेट',
  'lippan-mirror-jharokha-arch': 'लिप्पन शीशा झरोखा आर्च',
  'mud-mirror-grid-panel': 'मिट्टी और शीशे का ग्रिड पैनल',
};

/** Sets the Hindi name of each demo piece that has none yet; returns how many it set. Safe to run at every start. */
export async function fillDemoHindiNames(db: Db): Promise<number> {
  let filled = 0;
  for (const [slug, nameHi] of Object.entries(DEMO_NAMES_HI)) {
    const rows = await db
      .update(products)
      .set({ nameHi })
      .where(and(eq(products.id, stableUuid(`product:${slug}`)), isNull(products.nameHi)))
      .returning({ id: products.id });
    filled += rows.length;
  }
  return filled;
}

/** Whether any demo piece still lacks its Hindi name (one small query, so a start on filled data does no writes). */
export async function demoHindiNamesMissing(db: Db): Promise<boolean> {
  const ids = Object.keys(DEMO_NAMES_HI).map((slug) => stableUuid(`product:${slug}`));
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.nameHi)));
  return (row?.n ?? 0) > 0;
}
