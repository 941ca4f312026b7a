import { describe, expect, it } from 'vitest';
import { vocabulary } from '#shared/knowledge/vocabulary/es';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';
import { HAZARD_IDS, sameStems, stemmedReader } from './support/stemmed-vocabulary';

const { read, raised, stems } = stemmedReader('es', vocabulary);
const entries = Object.entries(vocabulary.hazards);

describe('Spanish vocabulary: shape', () => {
  it('names every hazard of the knowledge base and the new ones', () => {
    expect(Object.keys(vocabulary.hazards).sort()).toEqual([...HAZARD_IDS].sort());
  });

  it('gives at least four words to every clue class', () => {
    for (const clue of CLUE_CLASSES) expect(vocabulary.clues[clue].length, clue).toBeGreaterThanOrEqual(4);
  });

  it('gives every hazard at least six terms, each phrase once, never both a term and a weak word', () => {
    for (const [id, words] of entries) {
      expect(words.terms.length, id).toBeGreaterThanOrEqual(6);
      const all = [...words.terms, ...(words.weak ?? []), ...(words.controls ?? [])];
      expect(
        all.filter((phrase, i) => all.indexOf(phrase) !== i),
        id,
      ).toEqual([]);
      expect(
        words.terms.filter((term) => words.weak?.includes(term)),
        id,
      ).toEqual([]);
    }
  });

  // Snowball reads "andamio" and "andamios" alike: two such phrases of one hazard would be two clues.
  it('has no two phrases of a hazard that read as the same stems', () => {
    for (const [id, words] of entries) expect(sameStems(words, stems), id).toEqual([]);
  });

  it('has at least 25 idioms, none of which raises a hazard', () => {
    expect(vocabulary.idioms.length).toBeGreaterThanOrEqual(25);
    for (const idiom of vocabulary.idioms) expect(raised(idiom), idiom).toEqual([]);
  });

  it('needs a second clue for every weak word', () => {
    for (const [id, words] of entries)
      for (const weak of words.weak ?? []) expect(raised(weak), `${id}: ${weak}`).not.toContain(id);
  });
});

describe('Spanish vocabulary: reading', () => {
  it.each([
    ['Un operario trabajaba a 7 m en el borde del tejado sin arnés ni línea de vida.', 'roof-edge-fall'],
    ['Se encontraba a unos 9 metros, en el perímetro del forjado, sin barandilla.', 'roof-edge-fall'],
    ['El peón pisó una placa traslúcida de la cubierta y cayó al interior de la nave.', 'floor-opening-fall'],
    ['El hueco del ascensor en la tercera planta no tenía ninguna protección.', 'floor-opening-fall'],
    ['El electricista se cayó de la escalera de tijera mientras cambiaba una luminaria.', 'ladder-fall'],
    ['El andamio no estaba arriostrado ni anclado a la fachada.', 'scaffold-fall'],
    ['En la entreplanta del almacén no hay puerta de palés.', 'mezzanine-fall'],
    ['La plataforma elevadora de tijera se usaba sobre un terreno irregular.', 'elevating-work-platform'],
    ['El operario descendió al interior del pozo para desatascar la bomba.', 'confined-space-entry'],
    ['En la fosa de purines se detectó ácido sulfhídrico.', 'toxic-atmosphere'],
    [
      'Un montacargas atropelló a un ayudante que caminaba por el pasillo de la bodega.',
      'forklift-pedestrian',
    ],
    ['La carretilla elevadora circula por los mismos pasillos que los peatones.', 'forklift-pedestrian'],
    ['El camión volquete daba marcha atrás sin alarma y sin banderillero.', 'vehicle-reversing'],
    ['El camión arrancó mientras la carretilla estaba dentro del remolque.', 'loading-dock'],
    [
      'Durante la limpieza de la mezcladora en marcha, el operario metió la mano sin consignarla.',
      'lockout-maintenance',
    ],
    ['El enclavamiento de la puerta de la prensa estaba puenteado con un cable.', 'defeated-guard-interlock'],
    ['La mano quedó atrapada entre la banda y el rodillo de la cinta transportadora.', 'unguarded-conveyor'],
    ['El cardán de la toma de fuerza del tractor no tenía protector.', 'rotating-shaft-entanglement'],
    ['El albañil cortaba bloques de hormigón con la radial en seco, sin aspiración.', 'crystalline-silica'],
    ['En la sala de compresores hay que gritar para hacerse oír.', 'occupational-noise'],
    ['Se realizaban trabajos de oxicorte junto a material combustible.', 'hot-work-ignition'],
    ['Pintaban a pistola en el almacén sin extracción.', 'solvent-vapours'],
    ['Hay productos químicos trasvasados a botellas de refresco sin etiqueta.', 'whmis-labelling-sds'],
    ['El vigilante trabaja en solitario durante el turno de noche.', 'working-alone'],
    ['Los celadores realizan la movilización de pacientes sin grúa.', 'manual-handling'],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  it.each([
    ['No se utilizan carretillas elevadoras en este centro.', 'forklift-pedestrian'],
    ['En esta obra no hay andamios.', 'scaffold-fall'],
    ['Sin trabajos en altura previstos.', 'roof-edge-fall'],
  ])('reads the negation of %s', (text, hazard) => {
    expect(raised(text)).not.toContain(hazard);
  });

  it('reads protections in place as control', () => {
    const found = read(
      'Antes de la intervención, la máquina fue consignada y bloqueada con candado personal.',
    );
    expect(found.find((f) => f.hazard.id === 'lockout-maintenance')?.state).toBe('controlled');
  });

  it.each([
    'La empresa ofrece una banda salarial competitiva y un plan de carrera para el cargo de director.',
    'El inquilino se hará cargo de las reparaciones del tejado de la vivienda según el contrato.',
    'La reunión analizó la caída de ventas a corto plazo y la presión fiscal.',
    'Nuestro equipo comercial trabaja bajo presión para alcanzar los objetivos del trimestre.',
    'La matriz de riesgos y el árbol de causas se actualizarán en el próximo trimestre.',
    'La empresa matriz publicará una nota de prensa sobre los resultados del ejercicio.',
    'En invierno la oficina tiene calefacción central y en verano aire acondicionado.',
    'El correo electrónico del cliente llegó a la bandeja de entrada a las 9 de la mañana.',
    'Se revisará la escala salarial y el techo de gasto para el año que viene.',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});
