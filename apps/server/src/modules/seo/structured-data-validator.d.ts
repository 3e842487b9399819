// The two packages ship JavaScript without types; what structured-data.test.ts uses of them.
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    validate(extracted: unknown): Promise<unknown[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld: Record<string, unknown[]> };
  }
}
