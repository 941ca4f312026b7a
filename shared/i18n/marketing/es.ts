import type { MarketingTexts } from './fr';

export default {
  home: {
    eyebrow: 'Análisis de riesgos de SST asistido por IA',
    title: 'De las fotos y documentos de su lugar de trabajo a un análisis de riesgos profesional',
    body: 'Suba fotos y documentos: RisqueVision identifica los peligros, evalúa cada riesgo según la probabilidad y la gravedad, propone medidas según la jerarquía de controles, cita la normativa provincial y federal aplicable y genera un informe PDF.',
    seePlans: 'Ver los planes',
    internationalCta: 'Edición internacional',
    sample: {
      label: 'Ejemplo de hallazgo',
      hazardLabel: 'Peligro',
      hazard: 'Caída de altura en el muelle de carga',
      scoreLabel: 'Valoración del riesgo',
      score: 'Probabilidad {{likelihood}} × gravedad {{severity}} = {{score}}',
      level: 'Riesgo alto',
      controlLabel: 'Medida propuesta (ingeniería)',
      control: 'Instalar barandillas en el borde del muelle',
      regulationLabel: 'Referencia normativa',
      regulation: 'Reglamento de salud y seguridad en el trabajo (Quebec)',
    },
    how: {
      title: 'Cómo funciona',
      upload: {
        title: 'Suba',
        body: 'Fotos del lugar de trabajo, procedimientos, fichas técnicas, informes existentes.',
      },
      analyse: {
        title: 'Analice',
        body: 'Cada peligro se vincula con su fuente (archivo y pasaje) y se valora según la probabilidad y la gravedad en una matriz de 5 × 5.',
      },
      report: {
        title: 'Entregue el informe',
        body: 'Un informe PDF estructurado, con medidas preventivas y referencias normativas, listo para compartir.',
      },
    },
    features: {
      title: 'Un análisis completo, no una simple lista de peligros',
      subtitle:
        'Cada informe sigue el método de un profesional de SST: identificar, evaluar, controlar, documentar.',
      risks: {
        title: 'Probabilidad × gravedad',
        body: 'Cada riesgo se valora en una matriz de 5 × 5 y recibe un nivel de riesgo claro.',
      },
      controls: {
        title: 'Jerarquía de controles',
        body: 'Eliminación, sustitución, ingeniería, medidas administrativas y, por último, equipos de protección individual, con el riesgo residual.',
      },
      regulations: {
        title: 'Normativa aplicable',
        body: 'Los requisitos provinciales y federales se citan con sus números de artículo, tomados de los datos de referencia y nunca inventados.',
      },
      evidence: {
        title: 'Hallazgos trazables',
        body: 'Cada hallazgo remite al archivo y al pasaje que lo justifican.',
      },
      report: {
        title: 'Informe PDF profesional',
        body: 'Un informe listo para entregar a un cliente, a un comité de SST o a la dirección.',
      },
      team: {
        title: 'Para equipos',
        body: 'Los packs Entreprise añaden cuentas de equipo y un asistente que consulta todos los informes del equipo y sus documentos de referencia.',
      },
    },
    plans: {
      title: 'Planes',
      subtitle:
        'Un plan para cada práctica. Cada tarjeta tiene su propio periodo de facturación, mensual o anual.',
    },
  },
  conseiller: {
    eyebrow: 'Para asesores de SST',
    title: 'Sus análisis de riesgos, más rápidos y mejor documentados',
    body: 'A partir de las fotos y documentos de cada visita, RisqueVision genera un análisis de riesgos estructurado y un informe PDF profesional, basados en la normativa provincial y federal.',
    startTrial: 'Iniciar la prueba gratuita',
    features: {
      title: 'Pensado para la consultoría en SST',
      photos: {
        title: 'Fotos y documentos',
        body: 'Añada las fotos de una visita y los documentos del cliente: los peligros se identifican y se vinculan con su fuente.',
      },
      regulations: {
        title: 'Provincial y federal',
        body: 'Las referencias normativas de la provincia correspondiente y del ámbito federal se citan con sus artículos.',
      },
      reports: {
        title: 'Informes profesionales',
        body: 'Un informe PDF claro, listo para entregar al cliente, en francés o en inglés.',
      },
    },
    advanced: {
      title: 'Funciones avanzadas',
      matrix: 'Valoración probabilidad × gravedad en una matriz de 5 × 5',
      hierarchy: 'Medidas ordenadas según la jerarquía de controles',
      residual: 'Riesgo residual estimado tras las medidas propuestas',
      evidence: 'Cada hallazgo vinculado al archivo y al pasaje que lo justifican',
      citations: 'Citas normativas con números de artículo, tomadas de los datos de referencia',
      dueDiligence:
        'Documentación útil para la diligencia debida (Código Penal de Canadá, art. 217.1, introducido por el proyecto de ley C-45)',
      bilingual: 'Interfaz e informes en francés y en inglés',
    },
    plan: {
      title: 'El plan Pro para profesionales independientes',
      body: 'Todo lo necesario para analizar los riesgos de sus clientes y entregarles informes profesionales. Prueba gratuita de {{days}} días para clientes nuevos, una por dirección de correo.',
    },
    emailLabel: 'Correo electrónico profesional',
    emailPlaceholder: 'usted@su-consultora.ca',
    trialStartsToday: 'Su prueba gratuita de {{days}} días empieza hoy.',
    trialAlreadyUsed: 'Esta dirección ya usó su prueba gratuita: su suscripción empieza hoy.',
    regulatorsTitle: 'Normativa provincial y federal, entre otras:',
    federal: 'Código del Trabajo de Canadá, parte II',
  },
  international: {
    eyebrow: 'Edición internacional',
    title: 'Análisis de riesgos de SST en {{countries}} países',
    body: 'De las fotos y documentos de su lugar de trabajo a un análisis de riesgos profesional, según el marco normativo del país elegido, en {{languages}} idiomas de interfaz.',
    getStartedCta: 'Empezar',
    countriesTitle: '{{countries}} países cubiertos',
    plansTitle: 'Elija su plan',
    plansSubtitle:
      'Precios en dólares estadounidenses. Prueba gratuita para clientes nuevos, una por dirección de correo.',
    planLegend: 'Plan',
    select: 'Elegir',
    selected: 'Plan elegido',
    getStartedTitle: 'Empezar',
    getStartedBody: 'Escriba su correo electrónico y el país cuya normativa se aplica a sus análisis.',
    emailLabel: 'Correo electrónico',
    countryLabel: 'País',
    countryPlaceholder: 'Seleccione un país',
    summaryTitle: 'Plan seleccionado',
    summaryPlan: 'Plan',
    summaryCountry: 'País',
    noCountry: 'Ningún país elegido',
    subscribe: 'Suscribirse',
    frameworksTitle: 'Marcos normativos de referencia',
    frameworks: {
      US: 'Ley de Seguridad y Salud Ocupacional (OSH Act)',
      FR: 'Código del Trabajo (Code du travail)',
      DE: 'Ley de Protección en el Trabajo (Arbeitsschutzgesetz, ArbSchG)',
      GB: 'Ley de Salud y Seguridad en el Trabajo de 1974 (HSWA)',
      ES: 'Ley 31/1995 de Prevención de Riesgos Laborales (PRL)',
      IT: 'Decreto Legislativo 81/2008 (D.Lgs. 81/2008)',
      MX: 'Ley Federal del Trabajo y normas NOM-STPS',
      BR: 'Normas Reglamentarias (Normas Regulamentadoras, NR)',
      CN: 'Ley de Seguridad en la Producción (安全生产法)',
      JP: 'Ley de Seguridad y Salud Industrial (労働安全衛生法)',
      AU: 'Ley de Salud y Seguridad en el Trabajo de 2011 (WHS Act)',
    },
  },
  legal: {
    bindingNote:
      'Traducción ofrecida a título informativo; solo las versiones francesa e inglesa son vinculantes.',
  },
  privacy: {
    title: 'Política de privacidad',
    intro:
      'RisqueVision protege la información personal que usted le confía. Esta política explica qué recopilamos, para qué, dónde lo conservamos y cómo ejercer sus derechos.',
    sections: {
      collected: {
        title: 'Información recopilada',
        body: 'El correo electrónico y los datos de su cuenta (plan, estado de la suscripción, idioma); las fotos y documentos que usted sube; los análisis e informes generados a partir de ellos. Los datos de la tarjeta de pago los gestiona nuestro proveedor de pagos y nunca nos llegan.',
      },
      purpose: {
        title: 'Uso',
        body: 'Esta información solo sirve para prestar el servicio: gestionar su cuenta y su suscripción, generar sus análisis e informes, enviarle los correos necesarios (verificación, contraseña, facturación) y responder a sus solicitudes. Nunca se vende ni se usa con fines publicitarios.',
      },
      storage: {
        title: 'Alojamiento en Canadá',
        body: 'Las cuentas, archivos, análisis e informes se alojan en Canadá, en la región AWS ca-central-1, cifrados en reposo y en tránsito.',
      },
      sharing: {
        title: 'Comunicación a terceros',
        body: 'Solo comunicamos su información a los proveedores que el servicio necesita (alojamiento, pago, envío de correos), obligados por contrato a la confidencialidad, o cuando la ley lo exige.',
      },
      retention: {
        title: 'Conservación y supresión',
        body: 'Sus datos se conservan mientras su suscripción esté activa. Se eliminan definitivamente 30 días después del fin de la suscripción (el fin del último período pagado o de la prueba): la cuenta y su correo electrónico, sus sesiones y los enlaces enviados, los análisis con sus fotos, vistas previas y resultados, sus modificaciones, los planes de acción y sus fotos, la biblioteca del asistente y el logotipo de sus informes. Una cuenta sin suscripción propia (una persona invitada a un equipo de empresa) se elimina 30 días después de su último uso, una vez que ya no forma parte de ningún equipo. Puede pedir en cualquier momento la supresión de su cuenta y de sus datos.',
      },
      teamAnalyses: {
        title: 'Análisis de los equipos de empresa',
        body: 'Los análisis hechos en un equipo de empresa pertenecen a la empresa cliente: son sus registros de salud y seguridad en el trabajo, que puede tener que conservar hasta 10 años. Cuando se elimina la cuenta de un miembro, sus análisis de equipo se quedan en el equipo, con su nombre como autor, mientras la suscripción de la empresa esté activa. 30 días después del fin de la suscripción de la empresa, se eliminan el equipo, todos sus análisis y su biblioteca: descargue antes sus informes si debe conservarlos más tiempo.',
      },
      keptElsewhere: {
        title: 'Archivos subidos, copias de seguridad y facturación',
        body: 'Las fotos y documentos subidos para un análisis se eliminan 2 días después de su envío: un análisis conserva solo su resultado y vistas previas reducidas de las fotos. Las copias de seguridad se eliminan 35 días después de hacerse: un dato eliminado desaparece de todas las copias como máximo 35 días después de su supresión. Los registros de facturación (facturas, pagos) los conserva nuestro proveedor de pagos, como la ley le obliga. Guardamos el correo electrónico de quien tuvo una prueba gratuita, solo para ofrecer una por dirección, y una constancia de cada supresión de cuenta, sin correo electrónico, durante 2 años.',
      },
      rights: {
        title: 'Sus derechos',
        body: 'En virtud de la Ley 25 de Quebec (Ley sobre la protección de la información personal en el sector privado) y de la ley federal PIPEDA, puede acceder a su información, hacerla corregir, solicitar su portabilidad o supresión y retirar su consentimiento. También puede presentar una queja ante la Commission d’accès à l’information de Quebec o ante el Comisionado de Privacidad de Canadá.',
      },
      officer: {
        title: 'Responsable de la protección de la información personal',
        body: 'Para cualquier pregunta o solicitud, escriba a nuestro responsable de la protección de la información personal:',
      },
    },
  },
  terms: {
    title: 'Términos y condiciones',
    intro:
      'Estos términos rigen el uso de RisqueVision y de sus suscripciones. Al crear una cuenta, usted los acepta.',
    table: {
      caption: 'Precios de los planes',
      plan: 'Plan',
      currency: 'Moneda',
    },
    sections: {
      service: {
        title: 'El servicio',
        body: 'RisqueVision genera análisis de riesgos de salud y seguridad en el trabajo e informes PDF a partir de las fotos y documentos que usted proporciona.',
      },
      subscriptions: {
        title: 'Suscripciones y precios',
        body: 'Los planes canadienses se facturan en dólares canadienses y los internacionales en dólares estadounidenses, mensual o anualmente, según la tabla siguiente. El pago lo procesa un proveedor de pagos seguro.',
      },
      trial: {
        title: 'Prueba gratuita',
        body: 'Los clientes nuevos tienen una prueba gratuita de {{days}} días, una sola vez por dirección de correo. Un antiguo cliente que vuelve a suscribirse paga desde el primer día.',
      },
      informational: {
        title: 'Naturaleza de los análisis',
        body: 'Los análisis e informes se generan automáticamente a partir de sus archivos. Revíselos antes de cualquier decisión: apoyan el criterio de una persona competente, no lo sustituyen.',
      },
      cancellation: {
        title: 'Cancelación',
        body: 'Puede cancelar su suscripción en cualquier momento desde su perfil. Sigue activa hasta el final del periodo pagado y después no se renueva.',
      },
      accounts: {
        title: 'Cuentas',
        body: 'Usted es responsable de la confidencialidad de su contraseña. Los packs Entreprise permiten invitar a tantos miembros como cuentas incluye el plan.',
      },
      law: {
        title: 'Legislación aplicable',
        body: 'Estos términos se rigen por las leyes de Quebec y las leyes federales de Canadá aplicables. Cualquier litigio corresponde a los tribunales del distrito judicial de Montreal.',
      },
      changes: {
        title: 'Modificaciones',
        body: 'Le informamos por correo electrónico al menos 30 días antes de cualquier cambio importante de estos términos o de los precios.',
      },
      contact: {
        title: 'Contacto',
        body: 'Para cualquier pregunta sobre estos términos, escríbanos:',
      },
    },
  },
  contact: {
    title: 'Contacto',
    intro:
      '¿Una pregunta sobre su cuenta, una suscripción o un análisis? Escríbanos y le responderemos por correo electrónico.',
    supportTitle: 'Soporte',
    supportBody: 'Cuenta, suscripción, facturación o una pregunta sobre un análisis:',
    responseTime: 'Solemos responder en un plazo de dos días hábiles.',
    privacyTitle: 'Información personal',
    privacyBody: 'Acceso, corrección o supresión de sus datos:',
    addressTitle: 'Dirección',
  },
} satisfies MarketingTexts;
