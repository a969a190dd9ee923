/**
 * Los nombres del directorio (../official.ts, ../toll-agencies.ts, ../shared-hosts.ts) y las frases
 * de link.ts que llevan palabras en inglés, como se dicen en español. Los nombres propios que no
 * cambian (PayPal, E-ZPass, Medicare) no están aquí.
 */
export const NAMES_ES: Readonly<Record<string, string>> = {
  "the U.S. Postal Service": "el Servicio Postal de los EE. UU.",
  "the U.S. Postal Inspection Service (the Postal Service's police)":
    "el Servicio de Inspección Postal de los EE. UU. (la policía del Servicio Postal)",
  "the U.S. Postal Service Office of Inspector General": "la Oficina del Inspector General del Servicio Postal de los EE. UU.",
  "U.S. Citizenship and Immigration Services (USCIS)": "el Servicio de Ciudadanía e Inmigración de los EE. UU. (USCIS)",
  "the IRS": "el IRS",
  "Social Security": "el Seguro Social",
  "the Federal Trade Commission": "la Comisión Federal de Comercio (FTC)",
  "the FBI": "el FBI",
  "the Office of Justice Programs (U.S. Department of Justice), which runs the National Elder Fraud Hotline":
    "la Oficina de Programas de Justicia (Departamento de Justicia de los EE. UU.), que atiende la línea nacional contra el fraude a personas mayores",
  "the Illinois Tollway (I-PASS)": "el Illinois Tollway (I-PASS)",
  "the Ohio Turnpike's E-ZPass": "el E-ZPass del Ohio Turnpike",
  "Virginia toll roads (E-ZPass Virginia)": "las carreteras de peaje de Virginia (E-ZPass Virginia)",
  "Google's Blogger": "Blogger, de Google",
  "Google's Firebase": "Firebase, de Google",
  "an IPFS gateway": "una puerta de enlace IPFS",
  "a government agency": "una agencia del gobierno",
  "a .gov address": "una dirección .gov",
  "the company's own address": "la dirección propia de la compañía",
};
