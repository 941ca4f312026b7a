import { describe, expect, it } from 'vitest';
import { vocabulary } from '#shared/knowledge/vocabulary/pt';
import { CLUE_CLASSES } from '#shared/knowledge/vocabulary/types';
import { HAZARD_IDS, sameStems, stemmedReader } from './support/stemmed-vocabulary';

const { read, raised, stems } = stemmedReader('pt', vocabulary);
const entries = Object.entries(vocabulary.hazards);

describe('Portuguese vocabulary: shape', () => {
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

  // Snowball reads "andaime" and "andaimes" alike: two such phrases of one hazard would be two clues.
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

describe('Portuguese vocabulary: reading', () => {
  it.each([
    [
      'Trabalhador na borda da laje a 6 m de altura sem cinto de segurança tipo paraquedista.',
      'roof-edge-fall',
    ],
    [
      'O funcionário estava sobre o telhado do galpão, a cerca de 8 metros, sem linha de vida.',
      'roof-edge-fall',
    ],
    ['O servente pisou numa telha translúcida e caiu para dentro do galpão.', 'floor-opening-fall'],
    ['A abertura no piso do 3º pavimento estava sem tampa de proteção.', 'floor-opening-fall'],
    ['O eletricista caiu da escada de abrir enquanto trocava uma luminária.', 'ladder-fall'],
    ['Utilizava-se um escadote com um degrau partido.', 'ladder-fall'],
    ['O andaime fachadeiro não estava ancorado à estrutura.', 'scaffold-fall'],
    ['No mezanino do almoxarifado não existe portão de paletes.', 'mezzanine-fall'],
    ['A plataforma elevatória tipo tesoura era usada sobre terreno irregular.', 'elevating-work-platform'],
    ['Entrou na cisterna para limpá-la sem permissão de entrada e trabalho.', 'confined-space-entry'],
    ['Os trabalhadores desceram ao poço de visita e sentiram cheiro de ovo podre.', 'toxic-atmosphere'],
    ['Os pedestres atravessam a área de carga enquanto circulam as empilhadeiras.', 'forklift-pedestrian'],
    ['O caminhão basculante dava marcha à ré sem alarme de ré.', 'vehicle-reversing'],
    ['O caminhão arrancou enquanto a empilhadeira estava dentro da carreta na doca.', 'loading-dock'],
    ['Foi feita manutenção da máquina sem bloqueio e etiquetagem.', 'lockout-maintenance'],
    ['A porta da célula do robô ficava aberta com o intertravamento burlado.', 'defeated-guard-interlock'],
    [
      'A mão do operador ficou presa entre a correia e o tambor da esteira transportadora.',
      'unguarded-conveyor',
    ],
    ['O cardã da tomada de força do trator estava sem proteção.', 'rotating-shaft-entanglement'],
    ['Na sala dos compressores é preciso gritar para ser ouvido.', 'occupational-noise'],
    ['Fazia-se oxicorte perto de material combustível.', 'hot-work-ignition'],
    ['Pintavam com pistola no depósito sem exaustão.', 'solvent-vapours'],
    ['Há produtos químicos fracionados em garrafas PET sem rótulo.', 'whmis-labelling-sds'],
    ['O vigia trabalha sozinho no turno da noite.', 'working-alone'],
    ['O marmorista corta bancadas de quartzo compacto a seco.', 'crystalline-silica'],
    [
      'Os técnicos de enfermagem fazem a transferência de pacientes sem elevador de pacientes.',
      'manual-handling',
    ],
  ])('%s → %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  // Snowball reads "não" as "na" (in the): "não" negates only before a verb ("não há", "não possui"),
  // and the commonest places after "na" are idioms, so that "na obra há andaimes" stays affirmative.
  it.each([
    ['Nenhuma empilhadeira circula nesta unidade.', 'forklift-pedestrian'],
    ['Nesta obra nunca foram usados andaimes.', 'scaffold-fall'],
    ['Unidade sem trabalho em altura.', 'roof-edge-fall'],
    ['Não há empilhadeiras na unidade.', 'forklift-pedestrian'],
    ['A empresa não possui andaimes.', 'scaffold-fall'],
  ])('reads the negation of %s', (text, hazard) => {
    expect(raised(text)).not.toContain(hazard);
  });

  it('reads protections in place as control', () => {
    const found = read('O guarda-corpo está instalado em toda a periferia da laje.');
    expect(found.find((f) => f.hazard.id === 'roof-edge-fall')?.state).toBe('controlled');
  });

  it.each(['Na obra são utilizados andaimes certificados com guarda-corpo e rodapé instalados.'])(
    'does not read "na" as a negation: %s',
    (text) => {
      expect(raised(text)).not.toContain('roof-edge-fall');
    },
  );

  it.each([
    ['Na obra há andaimes sem guarda-corpo.', 'scaffold-fall'],
    ['Na oficina há cilindros de oxigênio soltos.', 'compressed-gas-cylinders'],
    ['Na expedição existem empilhadeiras circulando junto aos pedestres.', 'forklift-pedestrian'],
  ])('reads "na <place> há" as a place, not a negation: %s', (text, hazard) => {
    expect(raised(text)).toContain(hazard);
  });

  // A car's seat belt is not fall protection.
  it.each([
    'O motorista foi multado por estar sem cinto de segurança.',
    'Segundo o contrato, o fornecedor fica a cargo do transporte e o ônus da prova é do comprador.',
    'A queda nas vendas no segundo trimestre obriga a rever as metas comerciais.',
    'O diretor assumiu o cargo de confiança e a carga horária foi reduzida.',
    'Vale lembrar que o horário de verão não será adotado este ano.',
    'A árvore de causas e a matriz de riscos serão atualizadas no próximo mês.',
    'A empresa oferece plano de saúde, vale-refeição e participação nos lucros.',
    'Este ano a tomada de decisão será mais rápida graças ao novo sistema.',
    'A reunião foi realizada na sala de reuniões do terceiro andar do edifício.',
  ])('raises nothing in office text: %s', (text) => {
    expect(raised(text)).toEqual([]);
  });
});
