import { encodeImage, signPixels } from '../../test/fixtures/extraction/builders';
import type { BenchFile } from './analysis';

/** What the 20 photos say: a site visit's signs, two lines each, French and English. */
const SIGNS = [
  ['DANGER', 'HAUTE TENSION'],
  ['ATTENTION', 'CHARIOTS ÉLÉVATEURS'],
  ['ESPACE CLOS', 'ENTRÉE INTERDITE'],
  ['PORT DES PROTECTEURS', 'AUDITIFS OBLIGATOIRE'],
  ['DANGER', 'PRODUITS CORROSIFS'],
  ['SORTIE DE SECOURS', 'NE PAS ENCOMBRER'],
  ['PLANCHER GLISSANT', 'PRUDENCE'],
  ['LUNETTES DE SÉCURITÉ', 'OBLIGATOIRES'],
  ['HARNAIS REQUIS', 'TRAVAIL EN HAUTEUR'],
  ['ZONE DE SOUDAGE', 'ÉCRAN FACIAL'],
  ['WARNING', 'FORKLIFT TRAFFIC'],
  ['CAUTION', 'HOT SURFACE'],
  ['NO ENTRY', 'CONFINED SPACE'],
  ['DANGER', 'MOVING MACHINERY'],
  ['EXTINCTEUR', 'NE PAS BLOQUER'],
  ['GAZ COMPRIMÉS', 'ARRIMER LES BOUTEILLES'],
  ['CADENASSAGE', 'OBLIGATOIRE'],
  ['BRUIT EXCESSIF', 'PROTECTION AUDITIVE'],
  ['CHARGES SUSPENDUES', 'NE PAS CIRCULER'],
  ['DOUCHE OCULAIRE', 'PREMIERS SOINS'],
];

/** Twenty phone-like photos of printed signs (1600x1200 JPEG), the most an analysis accepts. */
export async function photosWorkload(): Promise<BenchFile[]> {
  return Promise.all(
    SIGNS.map(async ([first, second], i) => ({
      name: `photo-${i + 1}.jpg`,
      type: 'image/jpeg',
      bytes: await encodeImage(
        signPixels({
          lines: [
            { text: first!, size: 120 },
            { text: second!, size: 80 },
          ],
        }),
        'jpeg',
      ),
    })),
  );
}
