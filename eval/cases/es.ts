import type { EvalCase } from '../types';

/** Spanish cases, in the style of INSST accident reports (Spain) and STPS inspections (Mexico). */
export const CASES: readonly EvalCase[] = [
  {
    id: 'es-01',
    language: 'es',
    kind: 'named',
    text:
      'Un oficial de albañilería cayó desde un andamio tubular a unos 4 m de altura al volcar una ' +
      'plataforma que no estaba fijada a la estructura. El andamio carecía de barandillas en la cara de ' +
      'trabajo y no se había revisado tras su montaje.',
    expected: ['falls'],
    acceptable: ['falling_objects'],
    source: 'INSST investigación de accidente, rehabilitación de fachada',
  },
  {
    id: 'es-02',
    language: 'es',
    kind: 'named',
    text:
      'En el taller de fabricación de encimeras de aglomerado de cuarzo los operarios cortan y pulen las ' +
      'piezas en seco, sin aspiración. Dos trabajadores menores de 40 años han sido diagnosticados de ' +
      'silicosis en el último año.',
    expected: ['dust_fibres'],
    acceptable: ['machinery', 'noise'],
    source: 'INSST nota técnica, marmolería',
  },
  {
    id: 'es-03',
    language: 'es',
    kind: 'named',
    text:
      'En el muestreo trimestral de la torre de refrigeración del hotel se detectó Legionella por encima ' +
      'del nivel de actuación. El técnico de mantenimiento había limpiado la bandeja la semana anterior ' +
      'con agua a presión y sin mascarilla.',
    expected: ['biological'],
    acceptable: [],
    source: 'Inspección sanitaria, mantenimiento hotelero',
  },
  {
    id: 'es-04',
    language: 'es',
    kind: 'named',
    text:
      'Al desconectar una manguera de aire comprimido a 8 bar sin cerrar la válvula ni purgar la línea, el ' +
      'extremo suelto latigueó y golpeó al mecánico en la cara. Además, las botellas de gases del taller ' +
      'estaban de pie sin cadena ni soporte.',
    expected: ['pressure'],
    acceptable: ['hazardous_energy'],
    source: 'Informe de accidente, taller mecánico',
  },
  {
    id: 'es-05',
    language: 'es',
    kind: 'named',
    text:
      'Un carnicero se hizo un corte profundo en la palma de la mano izquierda con el cuchillo de ' +
      'deshuesar. No llevaba el guante de malla metálica y el cuchillo estaba mal afilado, por lo que ' +
      'tenía que forzar el corte.',
    expected: ['hand_tools'],
    acceptable: [],
    source: 'Parte de accidente, industria cárnica',
  },
  {
    id: 'es-06',
    language: 'es',
    kind: 'named',
    text:
      'Un soldador realizaba soldadura MIG sobre piezas de acero galvanizado en un rincón de la nave, sin ' +
      'extracción localizada. Esa misma noche tuvo fiebre, escalofríos y sabor metálico en la boca, cuadro ' +
      'compatible con la fiebre de los humos metálicos.',
    expected: ['hot_work', 'chemical'],
    acceptable: ['radiation', 'fire_explosion'],
    source: 'INSST caso práctico, calderería',
  },
  {
    id: 'es-07',
    language: 'es',
    kind: 'indirect',
    text:
      'El operario bajó al interior del depósito de vino para retirar los restos de la fermentación y se ' +
      'desplomó a los pocos minutos. Un compañero que bajó a ayudarle también perdió el conocimiento. No se ' +
      'había ventilado el depósito ni medido el oxígeno antes de entrar.',
    expected: ['confined_space'],
    acceptable: ['chemical'],
    source: 'INSST investigación de accidente mortal, bodega',
  },
  {
    id: 'es-08',
    language: 'es',
    kind: 'indirect',
    text:
      'Un peón que caminaba por detrás de la retroexcavadora fue arrollado cuando la máquina dio marcha ' +
      'atrás para cargar el camión. La alarma acústica de retroceso no funcionaba y no había nadie ' +
      'dirigiendo las maniobras.',
    expected: ['mobile_equipment'],
    acceptable: [],
    source: 'STPS informe de accidente, obra civil',
  },
  {
    id: 'es-09',
    language: 'es',
    kind: 'indirect',
    text:
      'Durante la recolección de melón, con 41 °C a la sombra, un jornalero empezó a desorientarse y dejó ' +
      'de sudar; lo encontraron tendido entre los surcos una hora después. La empresa no había adelantado ' +
      'el horario ni dispuesto sombra ni agua fresca en la parcela.',
    expected: ['thermal'],
    acceptable: ['working_alone'],
    source: 'Inspección de Trabajo, agricultura',
  },
  {
    id: 'es-10',
    language: 'es',
    kind: 'indirect',
    text:
      'Varias teleoperadoras relatan que el supervisor comenta cada llamada en voz alta delante del equipo, ' +
      'les reprocha el tiempo que pasan en el baño y fija objetivos que nadie alcanza. Dos de ellas están de ' +
      'baja por ansiedad.',
    expected: ['psychosocial'],
    acceptable: [],
    source: 'Evaluación de factores de riesgo, centro de contacto',
  },
  {
    id: 'es-11',
    language: 'es',
    kind: 'negation',
    text:
      'En esta obra no se realizan trabajos en caliente: todas las uniones de tubería son roscadas o por ' +
      'compresión. El riesgo principal detectado es el traslado de los tubos de acero de 6 m, que dos ' +
      'operarios cargan al hombro por la escalera del sótano.',
    expected: ['ergonomics'],
    acceptable: ['slips_trips', 'falls'],
    source: 'Plan de seguridad y salud, instalaciones',
  },
  {
    id: 'es-12',
    language: 'es',
    kind: 'negation',
    text:
      'La nave no dispone de puente grúa y no se realizan izados de cargas. Sin embargo, el suelo de la ' +
      'zona de lavado permanece mojado todo el turno y hay mangueras cruzando el pasillo de paso.',
    expected: ['slips_trips'],
    acceptable: [],
    source: 'Evaluación de riesgos, industria alimentaria',
  },
  {
    id: 'es-13',
    language: 'es',
    kind: 'controlled',
    text:
      'Las máquinas de la línea de embotellado tienen resguardos fijos atornillados y las puertas de acceso ' +
      'llevan enclavamiento que detiene la línea al abrirse. La verificación del enclavamiento se hizo la ' +
      'semana pasada y funcionó correctamente en todas las puertas.',
    expected: [],
    acceptable: ['machinery'],
    source: 'Revisión de adecuación de equipos de trabajo, RD 1215/1997',
  },
  {
    id: 'es-14',
    language: 'es',
    kind: 'controlled',
    text:
      'El ruido en la sala de compresores se ha reducido con un encapsulamiento acústico. Las mediciones de ' +
      'este año dan 78 dB(A), por debajo del valor inferior de exposición, y a la sala solo se entra para ' +
      'tomar lecturas de cinco minutos.',
    expected: [],
    acceptable: ['noise'],
    source: 'Informe de medición higiénica, planta industrial',
  },
  {
    id: 'es-15',
    language: 'es',
    kind: 'benign',
    text:
      'Las ventas cayeron un 4 % en el segundo trimestre, pero el análisis de riesgo crediticio de los ' +
      'nuevos clientes es favorable. Estos tres proyectos serán el andamio sobre el que levantaremos la ' +
      'estrategia de 2025, y cada delegado presentará a su vez sus previsiones.',
    expected: [],
    acceptable: [],
    source: 'Informe comercial trimestral',
  },
  {
    id: 'es-16',
    language: 'es',
    kind: 'benign',
    text:
      'Buscamos técnico/a de soporte en remoto. Valoramos que sepas trabajar bajo presión y apagar fuegos ' +
      'con los clientes sin perder la calma. Ofrecemos banda salarial según convenio, una escala de ' +
      'ascensos clara y una caja de herramientas digital para todo el equipo.',
    expected: [],
    acceptable: [],
    source: 'Oferta de empleo, tecnología',
  },
  {
    id: 'es-17',
    language: 'es',
    kind: 'mixed',
    text:
      'Recorrido de verificación: en el dock de embarque el forklift circula sin spotter por los pasillos ' +
      'donde caminan los empleados. En la línea 3, el personal de mantenimiento no aplica LOTO antes de ' +
      'cambiar los moldes de la inyectora; solo oprime el paro de emergencia.',
    expected: ['mobile_equipment', 'hazardous_energy'],
    acceptable: ['machinery'],
    source: 'STPS recorrido de verificación, maquiladora (español e inglés)',
  },
];
