-- Alerts in Spanish (issue 30): a subscriber's language, and an optional Spanish version of each
-- alert, written by the operator. A Spanish subscriber gets the Spanish version when there is one,
-- and the English one, said to be in English, when there is not. /es/alertas and its feed list
-- only alerts that have a Spanish version.
ALTER TABLE newsletter_subscribers ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
ALTER TABLE alerts ADD COLUMN title_es TEXT;
ALTER TABLE alerts ADD COLUMN summary_es TEXT;
ALTER TABLE alerts ADD COLUMN body_es TEXT;
ALTER TABLE alerts ADD COLUMN what_to_do_es TEXT;

-- The first alert in Spanish, so /es/alertas is not empty on a fresh site: the same facts and
-- sources as the English (FBI IC3 PSA I-041224-PSA, April 12, 2024; the FTC's alert of January
-- 2025, in Spanish at consumidor.ftc.gov), checked 2026-11-27.
UPDATE alerts SET
  title_es = 'Los textos sobre peajes sin pagar son una estafa',
  summary_es = 'Un texto dice que usted debe un peaje pequeño y que tiene que pagarlo hoy con un enlace. No es de su agencia de peajes. No toque el enlace.',
  body_es = 'Mucha gente está recibiendo textos que dicen que debe dinero por un peaje. La cantidad es pequeña, muchas veces de menos de $10. El texto dice que vendrá un cargo por atraso o una multa si no paga hoy, y trae un enlace.

El enlace lleva a un sitio falso que se parece a E-ZPass, SunPass, FasTrak u otro servicio de peajes. Le pide el número de su tarjeta. Algunos sitios falsos también le piden el número de su licencia de manejo.

En abril de 2024, el FBI advirtió sobre estos textos. Recibió más de 2,000 quejas en más o menos un mes. La FTC volvió a advertir en enero de 2025.

Señales de que es una estafa:
- Usted no manejó por una carretera de peaje, o ya pagó.
- El texto lo apura con una multa o con quitarle la licencia.
- El enlace no va al sitio web real de la agencia de peajes.
- El texto llegó de un número que usted no conoce, a veces de otro país.',
  what_to_do_es = 'No toque el enlace y no conteste el texto.
Si tiene dudas, llame a su agencia de peajes al número de su estado de cuenta o de su sitio web real.
Borre el texto. Antes puede reenviarlo al 7726 (SPAM).
Si pagó, llame a su banco o a la compañía de su tarjeta al número que está en su tarjeta.
Repórtelo en ReporteFraude.ftc.gov o en ic3.gov (en inglés).'
WHERE slug = 'texts-about-unpaid-tolls';
