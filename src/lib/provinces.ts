/**
 * States and provinces for the countries whose addresses need one (Shopify's checkout requires the
 * zone for these), with the codes Shopify uses as provinceCode (ISO 3166-2 subdivisions).
 */
export interface Province {
  code: string;
  name: string;
}

const list = (entries: string): Province[] =>
  entries.split(';').map((entry) => {
    const [code, name] = entry.split('=') as [string, string];
    return { code, name };
  });

export const PROVINCES: Readonly<Record<string, readonly Province[]>> = {
  US: list(
    'AL=Alabama;AK=Alaska;AS=American Samoa;AZ=Arizona;AR=Arkansas;CA=California;CO=Colorado;CT=Connecticut;DE=Delaware;' +
      'DC=District of Columbia;FL=Florida;GA=Georgia;GU=Guam;HI=Hawaii;ID=Idaho;IL=Illinois;IN=Indiana;IA=Iowa;KS=Kansas;' +
      'KY=Kentucky;LA=Louisiana;ME=Maine;MD=Maryland;MA=Massachusetts;MI=Michigan;MN=Minnesota;MS=Mississippi;MO=Missouri;' +
      'MT=Montana;NE=Nebraska;NV=Nevada;NH=New Hampshire;NJ=New Jersey;NM=New Mexico;NY=New York;NC=North Carolina;' +
      'ND=North Dakota;MP=Northern Mariana Islands;OH=Ohio;OK=Oklahoma;OR=Oregon;PA=Pennsylvania;PR=Puerto Rico;' +
      'RI=Rhode Island;SC=South Carolina;SD=South Dakota;TN=Tennessee;TX=Texas;UM=U.S. Outlying Islands;' +
      'VI=U.S. Virgin Islands;UT=Utah;VT=Vermont;VA=Virginia;WA=Washington;WV=West Virginia;WI=Wisconsin;WY=Wyoming;' +
      'AA=Armed Forces Americas;AE=Armed Forces Europe;AP=Armed Forces Pacific',
  ),
  CA: list(
    'AB=Alberta;BC=British Columbia;MB=Manitoba;NB=New Brunswick;NL=Newfoundland and Labrador;NT=Northwest Territories;' +
      'NS=Nova Scotia;NU=Nunavut;ON=Ontario;PE=Prince Edward Island;QC=Quebec;SK=Saskatchewan;YT=Yukon',
  ),
  AU: list(
    'ACT=Australian Capital Territory;NSW=New South Wales;NT=Northern Territory;QLD=Queensland;SA=South Australia;' +
      'TAS=Tasmania;VIC=Victoria;WA=Western Australia',
  ),
};

/** The country's states or provinces, or null when its addresses need none. */
export const provincesOf = (countryCode: string): readonly Province[] | null => PROVINCES[countryCode] ?? null;

/**
 * The province code for what an address holds: a code ("CA") or a name ("California"), in any case;
 * null when it is not one of the country's.
 */
export function provinceCode(countryCode: string, value: string): string | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  const found = provincesOf(countryCode)?.find((p) => p.code.toLowerCase() === wanted || p.name.toLowerCase() === wanted);
  return found?.code ?? null;
}
