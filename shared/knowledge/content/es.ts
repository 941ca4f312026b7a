import type { KnowledgeContent } from './types';

/** Spanish texts of the knowledge base (translations of the English). */
const content: KnowledgeContent = {
  hazards: {
    'ladder-fall': {
      description:
        'Caída durante el uso de una escalera de mano o una escalera de tijera: escalera inestable, mal colocada o dañada, trabajador que se estira en exceso, que transporta una carga o que trabaja durante periodos prolongados desde la escalera.',
      controls: [
        'Suprimir el trabajo en altura realizando la tarea desde el suelo: herramientas de mango largo, equipos que puedan bajarse, artículos de uso frecuente almacenados a la altura de trabajo.',
        'Sustituir la escalera por una plataforma de trabajo con barandillas (escalera de tijera con plataforma, plataforma rodante, plataforma elevadora móvil de personal) para cualquier tarea prolongada o que requiera las dos manos.',
        'Utilizar escaleras conformes a la norma CSA Z11 con zapatas antideslizantes; amarrar o sujetar la parte superior de la escalera e instalar estabilizadores.',
        'Inspeccionar la escalera antes de cada uso y retirar del servicio, etiquetándola, toda escalera dañada; respetar la inclinación de 4 a 1 y una prolongación de unos 900 mm por encima del punto de desembarco; mantener tres puntos de apoyo; formar a los usuarios.',
        'Calzado de seguridad con suela antideslizante; arnés conectado a un punto de anclaje cuando la altura y la tarea lo requieran.',
      ],
    },
    'roof-edge-fall': {
      description:
        'Trabajo cerca de un borde sin protección (cubierta, forjado, planta en construcción, plataforma elevada) que expone a los trabajadores a una caída de altura, a menudo de más de 3 m y potencialmente mortal.',
      controls: [
        'Eliminar desde el diseño el trabajo en bordes: equipos de cubierta retirados de los bordes, prefabricación a nivel del suelo, petos o barandillas permanentes integrados en el edificio.',
        'Instalar barandillas (pasamanos, barra intermedia y rodapié) a lo largo de todo borde que exponga a los trabajadores a una caída; en su defecto, redes de seguridad bajo la zona de trabajo.',
        'Elaborar un plan de protección contra caídas y un procedimiento de rescate; delimitar una zona de acceso restringido retirada del borde mediante una línea de advertencia; formar y supervisar a los trabajadores.',
        'Cuando la protección colectiva sea imposible: arnés anticaídas conectado mediante un absorbedor de energía o una línea de vida a un anclaje diseñado para ello (sistema anticaídas o sistema de retención).',
      ],
    },
    'floor-opening-fall': {
      description:
        'Caída a través de un hueco en el suelo, un pozo, una boca de registro o un lucernario sin protección, o a través de una tapa no fijada o demasiado débil.',
      controls: [
        'Cerrar los huecos de forma definitiva en cuanto la secuencia de los trabajos lo permita.',
        'Cubrir cada hueco con una tapa fijada, capaz de soportar las cargas previstas y marcada «HUECO — NO RETIRAR», o rodearlo de barandillas; colocar rejillas o mallas bajo los lucernarios.',
        'Revisar los huecos en la inspección diaria; permitir la retirada de una tapa solo con una medida sustitutoria implantada; señalizar los huecos provisionales.',
        'Arnés conectado a un punto de anclaje para colocar o retirar una tapa o trabajar cerca de un hueco sin protección.',
      ],
    },
    'scaffold-fall': {
      description:
        'Caída desde una plataforma de andamio incompleta o sin barandillas, o desplome de un andamio mal apoyado, mal arriostrado o mal amarrado.',
      controls: [
        'Preferir una plataforma elevadora móvil de personal o un andamio prefabricado de plataformas completas a un andamio improvisado.',
        'Montar el andamio según las instrucciones del fabricante o los planos de un ingeniero: durmientes de reparto, husillos de base, arriostramiento, amarres al edificio, plataformas completas con barandillas y rodapiés, acceso por escalera integrada.',
        'Encargar el montaje, la modificación y el desmontaje a personas competentes; inspeccionarlo antes de cada turno y después de condiciones meteorológicas adversas y señalizar su estado con una etiqueta; no desplazar nunca un andamio móvil ocupado.',
        'Arnés conectado a un punto de anclaje durante el montaje y el desmontaje, mientras las barandillas aún no estén colocadas.',
      ],
    },
    'mezzanine-fall': {
      description:
        'Caída desde el borde de una entreplanta de almacenamiento, una pasarela o una plataforma de equipos, en especial en la zona de descarga de palés donde la barandilla queda abierta.',
      controls: [
        'Evitar el acceso a los bordes: almacenar a nivel del suelo o abastecer la entreplanta con un montacargas o un transportador en lugar de depositar palés con la carretilla.',
        'Equipar la zona de descarga con una barrera de seguridad (pivotante o basculante) que mantenga siempre un lado cerrado; barandillas continuas con rodapiés en todos los demás bordes; escalera fija con pasamanos.',
        'Prohibir abrir o retirar una barandilla sin una medida sustitutoria; indicar la carga admisible de la entreplanta; impedir el paso de peatones por la zona situada bajo el borde.',
        'Sistema de retención (arnés y cabo de anclaje demasiado corto para alcanzar el borde) para cualquier tarea en un borde abierto.',
      ],
    },
    'dropped-objects': {
      description:
        'Herramientas, materiales o escombros que caen desde un andamio, una cubierta, una entreplanta o una plataforma elevadora y golpean a las personas situadas debajo.',
      controls: [
        'Planificar los trabajos de forma que nadie se encuentre debajo de una zona de trabajo en altura (secuenciación de los equipos, trabajos fuera de las horas de ocupación).',
        'Instalar rodapiés, redes o pantallas contra la caída de escombros en los andamios y los bordes; evacuar los escombros por un conducto cerrado en lugar de arrojarlos.',
        'Amarrar las herramientas utilizadas en altura con cuerdas portaherramientas e izar los materiales pequeños en recipientes cerrados.',
        'Delimitar y balizar la zona de caída de objetos bajo los trabajos, con acceso prohibido; no almacenar materiales cerca de los bordes.',
        'Casco de protección para todas las personas presentes en la zona expuesta.',
      ],
    },
    'storage-rack-collapse': {
      description:
        'Desplome de una estantería de paletización dañada o sobrecargada, o caída de palés y mercancías desde los niveles superiores, a menudo tras un impacto de carretilla elevadora.',
      controls: [
        'Anclar las estanterías al suelo; instalar protectores de puntales, barreras en los extremos de pasillo, pasadores de seguridad en los largueros y mallas o redes en la parte posterior de los módulos que dan a un pasillo.',
        'Diseñar las estanterías según los datos del fabricante o de un ingeniero e indicar la capacidad de carga de cada nivel; colocar los palés más pesados en los niveles inferiores.',
        'Inspeccionar las estanterías periódicamente y después de cualquier impacto; descargar y poner fuera de servicio de inmediato, con etiqueta, todo módulo con un puntal o un larguero dañado; prohibir trepar por las estanterías.',
        'Casco de protección en los pasillos de estanterías altas durante las operaciones de carga.',
      ],
    },
    'tree-felling': {
      description:
        'Tala manual o poda: caída imprevista del árbol, de un árbol muerto en pie o de una rama seca, árbol enganchado que se suelta, rebote del tronco.',
      controls: [
        'Preferir la tala mecanizada (taladora-apiladora) o el desmontaje desde plataforma elevadora o grúa para los árboles peligrosos o próximos a edificios.',
        'Máquinas forestales con cabina protegida contra la caída de objetos y el vuelco; utilizar cuñas, un cabrestante o un tráctel para dirigir la caída y liberar un árbol enganchado.',
        'Evaluar cada árbol antes de la tala (árboles muertos en pie, ramas secas, inclinación, viento), despejar dos vías de escape, mantener a todas las personas fuera de una zona de al menos el doble de la altura del árbol; taladores formados, nunca solos.',
        'Casco con visera y protectores auditivos, pantalón o perneras anticorte, botas de seguridad, ropa de alta visibilidad.',
      ],
    },
    'crane-suspended-load': {
      description:
        'Carga izada por puente grúa, polipasto o grúa móvil que cae, oscila o golpea a alguien; vuelco de la grúa; persona bajo la carga.',
      controls: [
        'Equipar los aparatos de elevación con limitadores de carga y de recorrido y ganchos con pestillo de seguridad; en las grúas móviles, indicador de momento de carga y estabilizadores apoyados sobre placas de reparto.',
        'Plan de izado para los izados críticos; no superar la capacidad nominal ni la tabla de cargas; balizar la zona bajo la carga e impedir el paso; guiar la carga con cuerdas guía.',
        'Maniobra a cargo de operadores cualificados con un señalista designado y un código de señales acordado; inspección diaria e inspección periódica documentada de los equipos.',
        'Casco de protección, calzado de seguridad y guantes para los estrobadores.',
      ],
    },
    'rigging-sling-failure': {
      description:
        'Eslinga desgastada, cortada por una arista viva, sobrecargada por un ángulo de eslingado demasiado abierto, o accesorio sin identificar: caída de la carga.',
      controls: [
        'Utilizar accesorios de elevación identificados (etiqueta de capacidad), protectores de aristas en las esquinas vivas y un balancín para las cargas largas; prever puntos de izado diseñados en las piezas.',
        'Elegir la eslinga y el modo de eslingado según el peso y el ángulo (la capacidad disminuye con ángulos abiertos); comprobación visual antes de cada uso e inspección periódica documentada; retirar de inmediato las eslingas sin etiqueta, cortadas, aplastadas o con cordones rotos.',
        'Formar a los estrobadores; no situarse nunca bajo la carga ni guiarla con la mano.',
        'Guantes de manipulación, casco y calzado de seguridad.',
      ],
    },
    'unguarded-conveyor': {
      description:
        'Acceso a los puntos de atrapamiento entre la banda y los tambores o rodillos, los piñones y las cadenas de un transportador, sobre todo durante la limpieza, el desatasco o el mantenimiento en marcha: arrastre, aplastamiento, amputación, muerte.',
      controls: [
        'Diseñar o modificar el transportador para suprimir la limpieza y el desatasco manuales cerca de los puntos de atrapamiento (rascadores y limpiadores automáticos de banda, tolvas antiatascos).',
        'Instalar resguardos fijos (desmontables solo con herramienta) o resguardos móviles con enclavamiento sobre los puntos de atrapamiento de tambores, rodillos de retorno, piñones y cadenas, con aberturas que respeten las distancias de seguridad (CSA Z432, ISO 13857).',
        'Instalar un cable de parada de emergencia a lo largo de toda la longitud accesible y paradas de emergencia en los puestos de trabajo; aviso de puesta en marcha.',
        'Consignar antes de cualquier limpieza, desatasco o mantenimiento; prohibir intervenir en un transportador en marcha; comprobar los resguardos en cada turno; ropa ajustada, pelo recogido, sin joyas.',
      ],
    },
    'rotating-shaft-entanglement': {
      description:
        'Ejes de transmisión, acoplamientos, poleas, correas, engranajes, platos de sujeción o ejes de toma de fuerza sin protección: ropa, pelo o guantes atrapados y enrollados, lo que puede ser mortal.',
      controls: [
        'En la compra, elegir equipos con transmisión cerrada o accionamiento directo.',
        'Encerrar ejes, acoplamientos, poleas, correas y engranajes en resguardos fijos; en los tractores, mantener colocados el protector del eje de la toma de fuerza y el protector principal del tractor.',
        'En las máquinas herramienta (tornos, taladros de columna), instalar un resguardo del plato con enclavamiento y una parada de emergencia al alcance de la mano.',
        'Detener y consignar antes de cualquier intervención; prohibir la ropa holgada, el pelo largo suelto, las joyas y los guantes cerca de las piezas en rotación; inspeccionar los resguardos.',
      ],
    },
    'power-press': {
      description:
        'Manos o dedos en la zona de operación de una prensa mecánica o hidráulica, una plegadora o una punzonadora durante la alimentación, la retirada de piezas o el reglaje de las matrices: aplastamiento, amputación.',
      controls: [
        'Alimentar y expulsar las piezas automáticamente (alimentador, robot, rampa) para que las manos nunca entren en la zona de operación.',
        'Proteger la zona de operación con resguardos fijos de abertura limitada o con dispositivos de protección (cortina fotoeléctrica, mando a dos manos) situados a la distancia de seguridad calculada a partir del tiempo de parada medido; pedal con cubierta protectora.',
        'Cambiar y reglar las matrices con la máquina consignada y con calzos de seguridad bajo la corredera; medir periódicamente el tiempo de parada y comprobar el freno y el embrague; formar a los operadores.',
      ],
    },
    'woodworking-saw': {
      description:
        'Sierra circular de mesa, sierra radial, ingletadora o sierra de cinta sin protector de disco ni cuchillo divisor: corte o amputación de dedos, pieza proyectada hacia el operador.',
      controls: [
        'Sustituir las sierras circulares de mesa convencionales por sierras que detectan el contacto con la piel y frenan el disco, o por una escuadradora con carro para las piezas grandes.',
        'Mantener colocados el protector de disco autorregulable, el cuchillo divisor y los dispositivos antirretroceso; freno motor y parada de emergencia accesible; disco regulado a la altura mínima necesaria.',
        'Utilizar siempre empujadores y guías; prohibir la retirada de los resguardos; reservar las máquinas a los trabajadores formados; consignar para cambiar el disco.',
        'Gafas de seguridad o pantalla facial y protectores auditivos; nada de guantes cerca del disco.',
      ],
    },
    'lockout-maintenance': {
      description:
        'Mantenimiento, limpieza, reglaje o desatasco sin consignación (bloqueo) ni otro método de control de energías: puesta en marcha inesperada, liberación de energía almacenada (hidráulica, neumática, gravitatoria, térmica).',
      controls: [
        'Diseñar o modificar las máquinas para que el reglaje, la lubricación y el desatasco puedan realizarse sin entrar en la zona peligrosa.',
        'Equipar cada máquina con dispositivos de aislamiento bloqueables e identificados para todas las fuentes de energía (eléctrica, neumática, hidráulica, gravitatoria) y válvulas de purga de la energía almacenada.',
        'Redactar una ficha de consignación propia de cada máquina (fuentes, puntos de aislamiento, verificación de la ausencia de energía) u otro método de control de energías de eficacia equivalente; candados personales de llave única; formación y auditoría anual de la práctica.',
      ],
    },
    'live-electrical-parts': {
      description:
        'Trabajo en el interior de un cuadro eléctrico, un armario de control, una subestación o un equipo de alta tensión en tensión: choque eléctrico, electrocución, quemaduras por arco eléctrico.',
      controls: [
        'Dejar sin tensión y consignar antes de cualquier trabajo; autorizar los trabajos en tensión solo cuando estén justificados (técnicamente inviable de otro modo) y con un permiso de trabajo eléctrico.',
        'Mantener las envolventes cerradas y bloqueadas, instalar barreras aislantes, restringir el acceso a los locales eléctricos y subestaciones; realizar un estudio de arco eléctrico y etiquetar los equipos (CSA Z462).',
        'Reservar los trabajos a personas cualificadas; respetar los límites de aproximación; verificar la ausencia de tensión con un comprobador verificado antes y después de su uso.',
        'Para un trabajo en tensión justificado: guantes aislantes de la clase adecuada, herramientas aisladas, ropa y pantalla facial resistentes al arco de la categoría determinada por el estudio.',
      ],
    },
    'overhead-power-lines': {
      description:
        'Pluma de grúa, caja basculante, plataforma elevadora, escalera o pluma de bomba de hormigón que toca una línea aérea o se acerca lo suficiente para provocar un arco: electrocución del operador o de las personas en el suelo.',
      controls: [
        'Hacer que la compañía eléctrica deje la línea sin tensión o la desvíe antes de los trabajos.',
        'Si la línea permanece en tensión: hacer que la compañía eléctrica instale fundas aislantes; instalar limitadores de alcance o de altura en las máquinas, barreras físicas y gálibos de altura en los accesos.',
        'Identificar las líneas desde la planificación; respetar las distancias mínimas de aproximación según la tensión; señalista dedicado para todo equipo con pluma; procedimiento en caso de contacto (permanecer en la cabina, alejar a las personas).',
      ],
    },
    'damaged-cords-panels': {
      description:
        'Alargadores y cables de alimentación dañados, clavijas sin la patilla de tierra, cajas de conexiones o cuadros abiertos, espacio libre obstruido delante de los cuadros: choque eléctrico, incendio.',
      controls: [
        'Sustituir los alargadores utilizados como instalación permanente por tomas de corriente fijas instaladas por un electricista cualificado.',
        'Proteger los circuitos de las herramientas portátiles, las obras y las zonas húmedas con interruptores diferenciales; cerrar los cuadros y las cajas de conexiones y tapar las aberturas no utilizadas.',
        'Inspeccionar cables y herramientas antes de su uso; retirar del servicio todo cable dañado (nada de reparaciones con cinta); mantener un espacio libre de al menos 1 m delante de los cuadros e identificar los circuitos.',
      ],
    },
    'whmis-labelling-sds': {
      description:
        'Recipientes sin etiquetar (productos trasvasados, pulverizadores), fichas de datos de seguridad ausentes o desactualizadas, trabajadores sin formación: exposición o mezcla peligrosa por falta de información.',
      controls: [
        'Inventariar los productos y eliminar de forma segura los que no se usan, están caducados o duplicados.',
        'Antes de comprar, comparar las fichas de datos de seguridad y elegir el producto adecuado menos peligroso.',
        'Asegurarse de que cada recipiente lleve la etiqueta del proveedor o una etiqueta del lugar de trabajo (productos trasvasados) y de que las fichas de datos de seguridad actualizadas estén disponibles en los puestos de trabajo.',
        'Formar a los trabajadores en el WHMIS (pictogramas, indicaciones de peligro, fichas de datos de seguridad) y en los procedimientos propios del lugar de trabajo.',
      ],
    },
    'corrosive-substances': {
      description:
        'Salpicadura o contacto con un ácido o una base durante el trasvase, la dilución o la limpieza: quemaduras en la piel, lesiones oculares permanentes.',
      controls: [
        'Sustituir por productos menos concentrados o menos corrosivos (limpiadores neutros, soluciones prediluidas).',
        'Sistemas cerrados de dosificación y trasvase (bombas, grifos, dosificadores) en lugar del vertido manual; cubetos de retención de derrames; lavaojos y ducha de emergencia cercanos, probados periódicamente.',
        'Almacenar ácidos y bases por separado; etiquetar los recipientes; procedimiento de derrames con absorbentes neutralizantes; formación en el WHMIS.',
        'Gafas de protección química y pantalla facial, guantes y delantal resistentes al producto según la ficha de datos de seguridad.',
      ],
    },
    'solvent-vapours': {
      description:
        'Inhalación de vapores de disolventes (pintura, desengrase, adhesivos) y absorción cutánea: mareos, efectos sobre el sistema nervioso, dermatitis; vapores inflamables.',
      controls: [
        'Sustituir por productos al agua o con bajo contenido de compuestos orgánicos volátiles (COV), o por disolventes menos volátiles y menos tóxicos.',
        'Extracción localizada, cabina de pintura ventilada, lavadoras de piezas con tapa; recipientes mantenidos cerrados.',
        'Medir la exposición y compararla con los valores límite de exposición profesional; limitar las cantidades en el puesto de trabajo; prohibir las fuentes de ignición; formación en el WHMIS.',
        'Guantes resistentes al disolvente elegidos según la ficha de datos de seguridad, gafas de seguridad; equipo de protección respiratoria con filtros para vapores orgánicos si la exposición no está controlada, dentro de un programa de protección respiratoria.',
      ],
    },
    'pesticide-exposure': {
      description:
        'Contacto cutáneo, inhalación o salpicadura durante la preparación de la mezcla, la pulverización o el reingreso prematuro en una zona tratada: intoxicación aguda, efectos crónicos.',
      controls: [
        'Aplicar la gestión integrada de plagas y elegir, entre los productos registrados eficaces, el menos tóxico.',
        'Sistemas de transferencia cerrados para la preparación de la mezcla; tractores con cabina filtrada y presurizada para la aplicación.',
        'Respetar la etiqueta registrada (dosis, plazos de reentrada); señalizar las zonas tratadas; encargar la preparación y la aplicación a aplicadores certificados; agua y kit de descontaminación en el lugar.',
        'Guantes de nitrilo, mono de protección y protección ocular; equipo de protección respiratoria según lo exija la etiqueta del producto.',
      ],
    },
    'crystalline-silica': {
      description:
        'Corte, amolado, perforación, trituración o chorreado de hormigón, piedra, ladrillo o piedra artificial: polvo de sílice cristalina respirable que causa silicosis, cáncer de pulmón y enfermedad pulmonar obstructiva crónica.',
      controls: [
        'Sustituir la arena por abrasivos sin sílice para el chorreado; evitar la piedra artificial con alto contenido de sílice.',
        'Trabajar por vía húmeda (alimentación de agua integrada en la herramienta) o utilizar herramientas con aspiración incorporada conectadas a un aspirador con filtro HEPA; cabinas filtradas y presurizadas en las máquinas.',
        'Evaluar la exposición mediante muestreo ambiental; delimitar la zona de trabajo; prohibir el barrido en seco y el aire comprimido para la limpieza; vigilancia de la salud de los trabajadores expuestos.',
        'Equipo de protección respiratoria elegido según el nivel de exposición (media máscara con filtros P100 o equipo filtrante motorizado), con prueba de ajuste.',
      ],
    },
    asbestos: {
      description:
        'Alteración de materiales con amianto (aislamientos proyectados, calorifugados de tuberías, baldosas, enlucidos, vermiculita) durante trabajos de reforma, demolición o mantenimiento: asbestosis, mesotelioma, cáncer de pulmón.',
      controls: [
        'Antes de cualquier reforma o demolición, identificar los materiales que puedan contener amianto (muestreo y análisis) y hacer que una empresa cualificada los retire antes de los demás trabajos.',
        'Para la retirada: recinto estanco en depresión con unidades de filtración HEPA, humectación de los materiales, unidad de descontaminación.',
        'Llevar un registro de los materiales con amianto e informar a los trabajadores y a los contratistas; clasificar los trabajos según su nivel de riesgo y aplicar los métodos prescritos; mediciones de fibras en el aire.',
        'Equipo de protección respiratoria adecuado al nivel de riesgo (desde la media máscara P100 hasta el equipo de suministro de aire) y mono desechable.',
      ],
    },
    'wood-dust': {
      description:
        'Aserrado, mecanizado y sobre todo lijado de madera y tableros: polvo irritante y sensibilizante (asma), cancerígeno en el caso de las maderas duras; el polvo depositado también es combustible.',
      controls: [
        'Comprar piezas precortadas o con acabado previo cuando sea posible para reducir el aserrado y el lijado en el lugar.',
        'Conectar cada máquina de carpintería a un sistema centralizado de aspiración de polvo (captación en origen, velocidad de transporte suficiente); lijadoras portátiles con aspiración incorporada.',
        'Limpiar con un aspirador HEPA, nunca con aire comprimido ni con escoba; medir la exposición; mantener los colectores de polvo.',
        'Equipo de protección respiratoria (como mínimo N95) para el lijado y la limpieza; gafas de seguridad.',
      ],
    },
    'occupational-noise': {
      description:
        'Exposición diaria al ruido por encima de los límites reglamentarios (máquinas, herramientas neumáticas, compresores, procesos de impacto): pérdida auditiva permanente, acúfenos, alarmas que no se oyen.',
      controls: [
        'Elegir equipos y procesos más silenciosos en la compra (nivel sonoro máximo especificado en las condiciones de compra).',
        'Reducir el ruido en el origen y en su trayectoria: encerramiento de las máquinas, silenciadores en los escapes neumáticos, soportes antivibratorios, pantallas y tratamiento acústico, cabinas insonorizadas para los operadores.',
        'Medir la exposición (sonometría y dosimetría), señalizar las zonas de uso obligatorio de protectores auditivos, limitar el tiempo de exposición; audiometrías de los trabajadores expuestos.',
        'Protectores auditivos (tapones u orejeras) elegidos según la atenuación necesaria, con formación sobre su uso.',
      ],
    },
    'hand-arm-vibration': {
      description:
        'Uso prolongado de herramientas vibratorias (martillo neumático, martillo perforador, amoladora, llave de impacto, motosierra): fenómeno de Raynaud (dedo blanco), lesiones nerviosas y articulares.',
      controls: [
        'Mecanizar la tarea (martillo rompedor montado en máquina, demolición por control remoto) para suprimir el uso de herramientas manuales.',
        'Elegir herramientas de baja vibración (empuñaduras antivibratorias, sistemas de amortiguación) y mantenerlas (discos y brocas afilados, equilibrado).',
        'Estimar la exposición diaria a partir de los datos de vibración de las herramientas, limitar el tiempo de accionamiento y rotar las tareas; vigilar los síntomas (entumecimiento, palidez de los dedos).',
        'Guantes de abrigo para mantener las manos calientes y secas (los llamados guantes antivibración ofrecen una protección limitada).',
      ],
    },
    'whole-body-vibration': {
      description:
        'Conducción prolongada de maquinaria pesada, camiones, tractores o carretillas elevadoras sobre superficies irregulares: lumbalgia y trastornos de la columna vertebral.',
      controls: [
        'Equipar los vehículos con asientos con suspensión ajustados al peso del conductor y cabinas suspendidas; elegir neumáticos y suspensiones adecuados al terreno.',
        'Mantener las vías de circulación (nivelación, reparación de baches) y las suspensiones de los vehículos.',
        'Limitar la velocidad en superficies irregulares; ajustar el asiento para cada conductor; rotar las tareas y limitar la conducción continua.',
      ],
    },
    'confined-space-entry': {
      description:
        'Trabajo en un depósito, un recipiente, un silo, un foso, una boca de registro o una alcantarilla: atmósfera peligrosa (deficiencia de oxígeno, gases tóxicos o inflamables), sepultamiento, rescate difícil; los rescatadores improvisados a menudo se convierten en víctimas.',
      controls: [
        'Evitar la entrada: limpiar, inspeccionar y tomar muestras desde el exterior (boquillas rotativas, cámaras, pértigas).',
        'Aislar el espacio (consignación, cegado o desconexión de las tuberías), ventilarlo mecánicamente y de forma continua, instalar un sistema de recuperación (trípode y torno) sobre la abertura.',
        'Identificar y señalizar cada espacio confinado; evaluación de riesgos y permiso de entrada a cargo de una persona cualificada; medición de la atmósfera (oxígeno, gases inflamables y tóxicos) antes y durante los trabajos; vigilante en el exterior en contacto permanente; procedimiento de rescate que nunca haga entrar a rescatadores sin equipo.',
        'Arnés conectado al sistema de recuperación, detector multigás personal; equipo de respiración autónomo o de suministro de aire si la atmósfera no puede hacerse segura.',
      ],
    },
    'trench-collapse': {
      description:
        'Trabajo en una zanja o excavación cuyas paredes no están ataluzadas ni entibadas: sepultamiento, a menudo mortal; caída de tierras o de equipos desde el borde; impacto contra servicios enterrados.',
      controls: [
        'Utilizar métodos sin zanja (perforación horizontal dirigida, sustitución de tuberías por reventado) o realizar el trabajo sin entrar en la zanja.',
        'Proteger las paredes mediante ataluzado según el tipo de suelo, entibación diseñada por un ingeniero o un blindaje de zanja; mantener las tierras y los equipos alejados del borde (al menos 1,2 m).',
        'Localizar los servicios enterrados antes de excavar (servicio de localización de redes); inspección diaria de las paredes por una persona competente; escaleras de acceso a intervalos regulares; ninguna entrada sin protección de las paredes.',
        'Casco de protección, botas de seguridad y ropa de alta visibilidad.',
      ],
    },
    'forklift-pedestrian': {
      description:
        'Peatones que comparten los pasillos con carretillas elevadoras: golpeados o aplastados en un ángulo muerto, en un cruce o durante una marcha atrás; vuelco de la carretilla.',
      controls: [
        'Separar físicamente a los peatones de las carretillas: pasillos peatonales protegidos por barreras, pasos y puertas independientes, una distribución que elimine los cruces.',
        'Espejos convexos en los cruces y ángulos muertos, detección de peatones o de proximidad, proyectores de señalización en el suelo y avisadores acústicos en las carretillas, limitación electrónica de la velocidad.',
        'Formar y evaluar a los carretilleros; plan de circulación con señalización en el suelo, límites de velocidad y normas de prioridad; mantener a los peatones fuera de los pasillos durante las operaciones; inspección de la carretilla antes de cada turno.',
        'Ropa de alta visibilidad para los peatones en las zonas de circulación; calzado de seguridad.',
      ],
    },
    'vehicle-reversing': {
      description:
        'Camiones, maquinaria de obra y vehículos de servicio que circulan marcha atrás donde transitan personas, con visibilidad trasera limitada: persona golpeada o atropellada.',
      controls: [
        'Organizar el emplazamiento y las rutas de circulación en sentido único o en circuito cerrado para eliminar las maniobras marcha atrás.',
        'Equipar los vehículos con cámaras de marcha atrás, detección de obstáculos y alarmas de marcha atrás (preferiblemente de banda ancha); espejos.',
        'Señalista formado, visible para el conductor y en contacto con él, para toda marcha atrás en zonas donde transitan personas; delimitar las zonas de maniobra e impedir el acceso a los peatones.',
        'Ropa de alta visibilidad para todas las personas a pie en las zonas de circulación.',
      ],
    },
    'loading-dock': {
      description:
        'Camión que arranca o remolque que se desplaza mientras una carretilla elevadora está dentro; carretilla que cae del muelle; borde de muelle sin protección; remolque desenganchado que vuelca.',
      controls: [
        'Sistemas de retención de camiones que se enganchan a la barra antiempotramiento, enclavados con semáforos interiores y exteriores; en su defecto, calzos de rueda; rampas niveladoras adecuadas; barrera de muelle cuando la puerta está abierta sin camión.',
        'Soportes de apoyo bajo la parte delantera de los semirremolques desenganchados.',
        'Procedimiento de muelle: vehículo inmovilizado y llaves entregadas antes de la carga; comprobar el piso del remolque; iluminación en el interior del remolque; borde del muelle señalizado.',
      ],
    },
    'manual-handling': {
      description:
        'Levantar, transportar, empujar o arrastrar cargas pesadas, voluminosas o sostenidas lejos del cuerpo, incluida la movilización de pacientes en centros asistenciales: lesiones de espalda y trastornos musculoesqueléticos.',
      controls: [
        'Eliminar la manipulación manual mediante la mecanización: transportadores, transpaletas eléctricas, polipastos, manipuladores, grúas de movilización de pacientes en centros asistenciales.',
        'Organizar los puestos de trabajo para que las cargas se tomen entre la altura de las rodillas y la de los hombros (mesas elevadoras, volteadores de palés); proporcionar carros adecuados.',
        'Reducir el peso y el tamaño de las cargas (recipientes más pequeños), levantamiento entre dos personas para las cargas pesadas, reparto de tareas; formación en los principios de manipulación y, en los centros asistenciales, en la movilización segura de pacientes.',
        'Guantes de manipulación adecuados al agarre y calzado de seguridad.',
      ],
    },
    'repetitive-work': {
      description:
        'Movimientos repetidos a un ritmo rápido, a menudo con fuerza o con posturas forzadas de manos y muñecas (montaje, embalaje, corte, introducción de datos): tendinitis, síndrome del túnel carpiano y otros trastornos musculoesqueléticos.',
      controls: [
        'Automatizar o mecanizar las tareas más repetitivas (atornilladores automáticos, dispensadores, embalaje automatizado).',
        'Diseñar los puestos de trabajo para reducir la fuerza y la repetición: herramientas con empuñaduras adecuadas, herramientas suspendidas de equilibradores, utillajes de sujeción, altura de trabajo regulable.',
        'Rotación entre tareas que solicitan grupos musculares diferentes, micropausas, ritmo ajustado y periodo de adaptación para los trabajadores nuevos; comunicación precoz de los síntomas y análisis ergonómico de los puestos.',
      ],
    },
    'awkward-posture': {
      description:
        'Trabajo inclinado, en torsión, de rodillas, en cuclillas o con los brazos por encima de los hombros, o en posturas estáticas prolongadas (puesto informático mal ajustado): dolor de espalda, cuello y hombros.',
      controls: [
        'Rediseñar el puesto: superficie de trabajo regulable en altura, posicionadores que lleven la pieza a la altura del codo, brazos articulados, puesto informático regulable (pantalla, silla, teclado).',
        'Proporcionar herramientas con alargador o acodadas para evitar trabajar con los brazos levantados o de rodillas.',
        'Alternar las posturas (sentado-de pie) y las tareas, pausas activas, formación en el ajuste del puesto; análisis ergonómico de los puestos problemáticos.',
        'Rodilleras para los trabajos inevitables a nivel del suelo.',
      ],
    },
    'wet-floor-slip': {
      description:
        'Resbalón en un suelo mojado, grasiento o helado (derrames, limpieza, entradas en invierno, cocinas): caída al mismo nivel con esguinces o fracturas.',
      controls: [
        'Eliminar las fuentes de líquido en el suelo: reparar las fugas, recoger los goteos en el origen (bandejas, canaletas), prever desagües.',
        'Pavimentos antideslizantes adecuados a los contaminantes presentes; felpudos absorbentes en las entradas; deshielo y gravilla en los accesos exteriores.',
        'Limpiar los derrames de inmediato (kits a mano), señalizar las zonas mojadas con carteles, programa de retirada de nieve y hielo, fregado del suelo fuera de los periodos de mayor afluencia.',
        'Calzado con suela antideslizante adecuado al entorno; crampones en el exterior.',
      ],
    },
    'cluttered-aisle-trip': {
      description:
        'Materiales, restos, cables o alargadores en el suelo, suelos dañados o irregulares, iluminación deficiente: tropiezos y caídas; salidas y pasillos obstruidos.',
      controls: [
        'Reparar los suelos (agujeros, desniveles), llevar los cables por el techo o bajo pasacables, mejorar la iluminación de pasillos y escaleras, prever espacios de almacenamiento cerca de los puestos.',
        'Programa de orden y limpieza (p. ej., 5S) con inspecciones periódicas; señalización en el suelo de los pasillos y las zonas de almacenamiento; retirada de restos en cada turno; salidas siempre despejadas.',
        'Calzado de seguridad cerrado.',
      ],
    },
    'flammable-liquid-storage': {
      description:
        'Líquidos inflamables (gasolina, disolventes, pinturas) almacenados fuera de armarios, en cantidades excesivas o cerca de fuentes de ignición; trasvase sin puesta a tierra: incendio, explosión de vapores.',
      controls: [
        'Sustituir por productos no inflamables o con un punto de inflamación más alto.',
        'Almacenar en armarios de seguridad homologados o en un local ventilado construido para ello; recipientes de seguridad de cierre automático con apagallamas; puesta a tierra y conexión equipotencial durante el trasvase; material eléctrico apto para emplazamientos peligrosos.',
        'Limitar las cantidades fuera del almacén a las necesarias para un turno; mantener los recipientes cerrados; permiso de trabajos en caliente en las proximidades; extintores adecuados y plan de respuesta ante emergencias; formación en el WHMIS.',
      ],
    },
    'combustible-dust': {
      description:
        'Polvo fino de madera, harina, azúcar, plástico o metal depositado o en suspensión (colectores de polvo, silos, superficies elevadas): explosión primaria y después secundaria, incendio.',
      controls: [
        'Captación en origen; colectores de polvo situados en el exterior con paneles de venteo de explosiones o con sistemas de supresión y válvulas de aislamiento; material eléctrico y puesta a tierra adecuados a los emplazamientos con polvo.',
        'Diseñar los locales para limitar las superficies donde se deposita el polvo (vigas carenadas, superficies inclinadas).',
        'Análisis de los peligros del polvo (p. ej., según NFPA 652); limpieza frecuente que impida la acumulación (aspirador apto para polvo combustible, nunca mediante soplado); permisos de trabajos en caliente; inspección de las superficies elevadas.',
      ],
    },
    'hot-work-ignition': {
      description:
        'Soldadura, oxicorte, amolado o soldadura fuerte cerca de materiales combustibles o sobre recipientes que contuvieron productos inflamables: incendio diferido, explosión, quemaduras.',
      controls: [
        'Evitar los trabajos en caliente: unión mecánica (atornillado), corte en frío (sierra, cizalla hidráulica) o traslado de la pieza a un taller de soldadura designado.',
        'Retirar o proteger los materiales combustibles en un radio de unos 11 m (mantas y pantallas ignífugas), sellar las aberturas; purgar e inertizar los recipientes que contuvieron productos inflamables.',
        'Permiso de trabajos en caliente expedido por una persona autorizada; medición de gases inflamables cuando sea necesario; vigilancia contra incendios durante los trabajos y al menos 60 minutos después; extintor a mano.',
        'Ropa ignífuga, guantes de soldador, pantalla de soldador o gafas de oxicorte.',
      ],
    },
    'welding-fumes': {
      description:
        'Inhalación de humos metálicos y gases de soldadura (manganeso, cromo hexavalente del acero inoxidable, zinc del acero galvanizado, ozono): fiebre de los humos metálicos, efectos respiratorios y sobre el sistema nervioso, cáncer.',
      controls: [
        'Elegir procesos y consumibles de menor emisión (TIG en lugar de electrodo revestido, hilo con bajo contenido de manganeso); eliminar los recubrimientos y el galvanizado antes de soldar.',
        'Captación en origen: antorchas con aspiración incorporada o brazos de aspiración situados cerca del arco, mesas de aspiración descendente; ventilación general complementaria.',
        'Medir la exposición (metales, ozono) y compararla con los valores límite de exposición profesional; mantener al soldador fuera del penacho de humos; formación.',
        'Pantalla de soldador con equipo filtrante motorizado, o media máscara P100 bajo la pantalla, cuando la exposición siga siendo elevada.',
      ],
    },
    'heat-stress': {
      description:
        'Trabajo físico con calor ambiental o cerca de fuentes de calor (hornos, fundiciones, cubiertas): deshidratación, agotamiento por calor, golpe de calor, que puede ser mortal.',
      controls: [
        'Reducir la carga térmica: ventilación general y localizada, pantallas reflectantes alrededor de las fuentes radiantes, aislamiento de las superficies calientes, zonas de descanso refrigeradas o a la sombra, ayudas mecánicas para reducir el esfuerzo.',
        'Plan frente al calor basado en el índice WBGT o el humidex: régimen de trabajo-descanso, agua fresca a mano (aproximadamente un vaso cada 20 minutos), aclimatación de los trabajadores nuevos, trabajos pesados en las horas más frescas, vigilancia mutua de los síntomas.',
        'Ropa ligera, holgada y de color claro y protección para la cabeza; prendas refrigerantes o reflectantes cerca de las fuentes radiantes.',
      ],
    },
    'cold-stress': {
      description:
        'Trabajo al aire libre en invierno o en cámaras frigoríficas y almacenes de congelación: congelaciones, hipotermia, pérdida de destreza que aumenta otros riesgos.',
      controls: [
        'Refugios calefactados cerca de los trabajos al aire libre, cortavientos, calefactores radiantes localizados; empuñaduras de herramientas aisladas; cámaras frigoríficas con dispositivo de apertura desde el interior y alarma.',
        'Régimen de pausas para entrar en calor según la temperatura y el índice de enfriamiento por viento, bebidas calientes, sistema de trabajo en pareja, vigilancia de los signos de congelación e hipotermia, trabajos planificados en las horas menos frías.',
        'Ropa aislante en varias capas, cortavientos e impermeable; protección de manos, pies y cabeza; ropa seca de recambio.',
      ],
    },
    'welding-arc-radiation': {
      description:
        'Radiación ultravioleta, visible e infrarroja del arco de soldadura o del corte por plasma: «golpe de arco» (queratitis), quemaduras en la piel, lesiones de retina, para el soldador y las personas cercanas.',
      controls: [
        'Aislar los puestos de soldadura con mamparas o cortinas de soldadura filtrantes y superficies no reflectantes para proteger a las personas cercanas.',
        'Señalizar las zonas de soldadura, mantener alejadas a las personas sin protección, avisar antes de cebar el arco.',
        'Pantalla de soldador con filtro de grado de protección adecuado al proceso y a la intensidad (filtro de oscurecimiento automático), gafas de seguridad debajo; ropa ignífuga que cubra el cuerpo, guantes de soldador.',
      ],
    },
    'ionizing-radiation': {
      description:
        'Medidores nucleares, gammagrafía industrial, equipos de rayos X, diagnóstico por imagen: exposición externa accidental (fuente sin blindaje, enclavamiento anulado) que puede causar quemaduras radiológicas y cáncer.',
      controls: [
        'Sustituir las fuentes radiactivas por tecnologías no nucleares cuando sea posible (ultrasonidos, medidores sin fuente, generadores de rayos X que pueden apagarse).',
        'Blindajes y recintos con enclavamientos y luces de advertencia; almacenamiento de las fuentes bajo llave; reducción del tiempo de exposición y aumento de la distancia.',
        'Delimitar y señalizar las zonas controladas; asignar las fuentes a trabajadores formados bajo la supervisión de un responsable de protección radiológica; dosimetría personal; cumplir la licencia de la autoridad competente (en Canadá, la Comisión Canadiense de Seguridad Nuclear).',
        'Delantal plomado y protector de tiroides en diagnóstico por imagen.',
      ],
    },
    'bloodborne-needlestick': {
      description:
        'Pinchazo o corte con un objeto contaminado (aguja, hoja, jeringa abandonada) o salpicadura de sangre y fluidos corporales: transmisión de hepatitis B, hepatitis C y VIH.',
      controls: [
        'Eliminar las inyecciones y extracciones innecesarias y utilizar sistemas sin aguja (conectores intravenosos sin aguja).',
        'Dispositivos de bioseguridad (agujas retráctiles o con funda protectora) y contenedores rígidos para objetos cortantes y punzantes en el punto de uso.',
        'Prohibir el reencapuchado; procedimiento posexposición (primeros auxilios, evaluación médica inmediata, profilaxis); ofrecimiento de la vacunación contra la hepatitis B; formación en precauciones estándar.',
        'Guantes desechables; protección ocular y bata cuando haya riesgo de salpicaduras.',
      ],
    },
    'biological-agents-waste': {
      description:
        'Contacto con aguas residuales, lodos, residuos o compost, o inhalación de bioaerosoles (moho tras daños por agua, excrementos de aves): infecciones (leptospirosis, hepatitis A, histoplasmosis), alergias y enfermedades respiratorias.',
      controls: [
        'Reducir la generación de bioaerosoles (evitar el lavado a presión, extracción localizada y ventilación, cabinas de vehículo filtradas); impedir el acceso de las aves (redes, púas); sanear los materiales con moho en condiciones de confinamiento.',
        'Higiene: instalaciones de aseo, prohibición de comer o fumar en el lugar de trabajo, ropa de trabajo guardada por separado; vacunación según el criterio de un profesional sanitario; humedecer los excrementos antes de retirarlos.',
        'Guantes impermeables, botas, gafas o pantalla facial; equipo de protección respiratoria (como mínimo N95) según la tarea.',
      ],
    },
    'workplace-violence-harassment': {
      description:
        'Agresiones, amenazas o faltas de respeto por parte de clientes, usuarios o pacientes, violencia doméstica que llega al lugar de trabajo, acoso psicológico o sexual entre compañeros: daños físicos y psicológicos.',
      controls: [
        'Eliminar los factores desencadenantes: pago electrónico en lugar de efectivo, tiempos de espera más cortos e información clara para los usuarios.',
        'Acondicionar las instalaciones: mostradores protegidos, dos salidas en las salas de entrevista, iluminación, control de accesos, pulsadores de pánico o alarmas portátiles conectados a una respuesta rápida.',
        'Política de prevención del acoso y la violencia con un procedimiento de denuncia confidencial; identificación de las situaciones de riesgo; formación en desescalada; comunicación e investigación de cada incidente; apoyo posterior al incidente.',
      ],
    },
    'work-overload-stress': {
      description:
        'Carga de trabajo excesiva, escaso margen de decisión, falta de apoyo o de reconocimiento, exigencias emocionales elevadas: síndrome de desgaste profesional (burnout), depresión, trastornos de ansiedad, errores y accidentes.',
      controls: [
        'Adecuar la plantilla y la organización del trabajo a la carga real (planificación, priorización, cobertura de ausencias).',
        'Evaluar los riesgos psicosociales (cuestionario validado, grupos de discusión); aumentar el margen de decisión, el apoyo de los mandos y el reconocimiento; controlar las horas extraordinarias.',
        'Programa de ayuda al empleado; formación de los mandos para detectar el malestar psicológico; reincorporación progresiva al trabajo.',
      ],
    },
    'working-alone': {
      description:
        'Trabajador solo, fuera del alcance de la vista y del oído (turno de noche, emplazamiento remoto, visita a domicilio, mantenimiento fuera de horario): auxilio tardío tras una lesión, un malestar o una agresión.',
      controls: [
        'Prohibir el trabajo en solitario en las tareas de alto riesgo (espacio confinado, trabajos eléctricos, trabajo en altura, manejo de efectivo de noche): trabajo en equipo.',
        'Dispositivo para trabajador aislado (alarma de inmovilidad o de caída, localización) o medio de comunicación fiable (radio, teléfono por satélite donde no haya cobertura).',
        'Procedimiento de contacto a intervalos fijados según el riesgo, con una respuesta prevista si el trabajador no contesta; registro de desplazamientos; formación en primeros auxilios.',
      ],
    },
    'compressed-gas-cylinders': {
      description:
        'Botella no sujeta que cae y rompe su válvula (proyectil), fuga de gas inflamable o comburente, asfixia por gas inerte en un local cerrado.',
      controls: [
        'Sustituir las botellas por un suministro centralizado (canalización fija, depósito a granel) cuando el consumo lo justifique.',
        'Almacenar las botellas en posición vertical, sujetas con cadena o en soportes, en una zona ventilada; separar el oxígeno de los gases combustibles mediante distancia o un muro incombustible; válvulas antirretorno y válvulas antirretroceso de llama en los sopletes.',
        'Desplazar las botellas en un carro con el capuchón de la válvula puesto, sin hacerlas rodar ni levantarlas por el capuchón; comprobar el etiquetado y la estanqueidad; formar a los usuarios.',
        'Guantes, gafas de seguridad y calzado de seguridad para la manipulación.',
      ],
    },
    'pressure-vessels': {
      description:
        'Rotura de una caldera, un depósito de aire comprimido o un autoclave; latigazo de una manguera a presión; proyección de partículas o inyección de aire al limpiar con aire comprimido.',
      controls: [
        'Sustituir la limpieza con aire comprimido por un aspirador industrial; en su defecto, boquillas de seguridad de presión reducida.',
        'Equipar cada recipiente con una válvula de seguridad tarada a la presión de diseño y que descargue a un lugar seguro, un manómetro y purgas; cables antilatigazo en las conexiones de las mangueras a presión.',
        'Hacer inspeccionar los recipientes y probar las válvulas de seguridad según lo exija la autoridad competente; no superar la presión máxima de servicio indicada; despresurizar y consignar antes del mantenimiento.',
        'Gafas de seguridad o pantalla facial al conectar y utilizar aire comprimido.',
      ],
    },
    'hand-tool-cuts': {
      description:
        'Cortes y laceraciones con cuchillos de hoja fija o cúteres, o con herramientas inadecuadas o dañadas (mango rajado, cabeza deformada en forma de seta), en especial al abrir cajas y al cortar.',
      controls: [
        'Hacer que los productos se entreguen en embalajes de apertura fácil para eliminar la necesidad de cuchillos.',
        'Sustituir los cuchillos de hoja fija por cuchillos de hoja autorretráctil o de hoja protegida.',
        'Puestos de trabajo con dispositivos de sujeción de la pieza (tornillo de banco, sargento) para que la mano libre quede fuera de la trayectoria de la hoja.',
        'Inspeccionar las herramientas y retirar las dañadas; utilizar la herramienta adecuada para cada tarea; cortar en dirección contraria al cuerpo; guardar las hojas en fundas.',
        'Guantes resistentes al corte de un nivel adecuado a la tarea.',
      ],
    },
    'portable-power-tools': {
      description:
        'Amoladora angular, sierra circular portátil, taladro o clavadora: rotura del disco, retroceso de la herramienta, contacto con la hoja, proyección de partículas, disparo accidental de clavos.',
      controls: [
        'Elegir herramientas menos peligrosas para la tarea: sierra de cinta portátil en lugar de amoladora para cortar, clavadoras de disparo secuencial en lugar de disparo por contacto.',
        'Herramientas equipadas con su protector de disco o de hoja, un interruptor de hombre muerto y una empuñadura auxiliar; velocidad nominal del disco al menos igual a la de la herramienta.',
        'Inspeccionar herramientas y discos antes de su uso (fisuras, fecha de caducidad); desenchufar para cambiar el disco; formar a los usuarios; delimitar la zona de proyección de chispas y partículas.',
        'Pantalla facial sobre gafas de seguridad, protectores auditivos, guantes adecuados.',
      ],
    },
    chainsaw: {
      description:
        'Corte grave con la cadena, sobre todo por rebote cuando la punta de la espada toca un obstáculo; peligros asociados de ruido y vibraciones.',
      controls: [
        'Utilizar equipos mecanizados (cosechadora forestal, astilladora, podadora de pértiga) cuando sea posible.',
        'Motosierra con freno de cadena operativo, captor de cadena, protector de mano y bloqueo del acelerador; cadena de bajo rebote.',
        'Formar a los usuarios; arrancar en el suelo con el freno accionado; no cortar nunca con la punta de la espada ni por encima de la altura de los hombros; comprobar el afilado y la tensión de la cadena.',
        'Pantalón o perneras anticorte, botas con protección anticorte, casco con visera de malla y protectores auditivos, guantes.',
      ],
    },
  },
  citationSubjects: {
    // Due diligence (Canada), cited with every Canadian analysis.
    'Duty of anyone who directs work to take reasonable steps to prevent bodily harm; criminal liability of organizations':
      'Obligación de quien dirige un trabajo de tomar las medidas razonables para evitar lesiones corporales; responsabilidad penal de las organizaciones',
    'Due diligence as a defence': 'La diligencia debida como medio de defensa',
    'Protection against falls from height': 'Protección contra las caídas de altura',
    'Fall protection (construction projects)': 'Protección contra caídas (obras de construcción)',
    'Ladders and access at height': 'Escaleras y acceso en altura',
    'Fall protection': 'Protección contra caídas',
    'Fall protection (Part XII)': 'Protección contra caídas (parte XII)',
    'Work at height': 'Trabajo en altura',
    'Rescue of the worker': 'Rescate del trabajador',
    'Safety net': 'Red de seguridad',
    'Fall-arrest anchorage': 'Anclaje del sistema anticaídas',
    Guardrails: 'Barandillas',
    'General Part 4 provisions relevant to falls':
      'Disposiciones generales de la parte 4 relativas a las caídas',
    'Fall protection (general industry)': 'Protección contra caídas (industria en general)',
    'Fall protection (construction)': 'Protección contra caídas (construcción)',
    'Temporary structures': 'Estructuras provisionales',
    'Personal protective equipment': 'Equipos de protección individual',
    'Protective clothing, equipment and devices': 'Ropa, equipos y dispositivos de protección',
    'Personal protective clothing and equipment': 'Ropa y equipos de protección individual',
    'Personal protective equipment (construction sites)':
      'Equipos de protección individual (obras de construcción)',
    'Protection against falling objects': 'Protección contra la caída de objetos',
    'PPE: general requirements': 'EPI: requisitos generales',
    'Material handling': 'Manipulación de materiales',
    'Safe storage of materials': 'Almacenamiento seguro de materiales',
    'Tree felling and forestry work': 'Tala de árboles y trabajos forestales',
    'Lifting devices and rigging': 'Aparatos de elevación y accesorios de elevación',
    'Machines: safeguarding the danger zone': 'Máquinas: protección de la zona peligrosa',
    'Machine guarding': 'Protección de máquinas',
    'Tools, machinery and equipment': 'Herramientas, maquinaria y equipos',
    'Machine safeguards': 'Resguardos y dispositivos de protección de máquinas',
    'Machine guarding: general requirements': 'Protección de máquinas: requisitos generales',
    'Work equipment': 'Equipos de trabajo',
    'Machinery safeguarding systems': 'Sistemas de protección de máquinas',
    'Safety of machinery and equipment': 'Seguridad de la maquinaria y los equipos',
    'Lockout and other energy control methods': 'Consignación y otros métodos de control de energías',
    'Lockout (construction sites)': 'Consignación (obras de construcción)',
    'Lockout and energy control': 'Consignación y control de energías',
    'Electrical lockout': 'Consignación eléctrica',
    'De-energization and lockout': 'Corte de tensión y consignación',
    'Control of hazardous energy': 'Control de energías peligrosas',
    'Machine lockout': 'Consignación de máquinas',
    'Control of hazardous energy (lockout/tagout)': 'Control de energías peligrosas (bloqueo y etiquetado)',
    'Electrical safety': 'Seguridad eléctrica',
    'Electricity (construction sites)': 'Electricidad (obras de construcción)',
    'Electrical installations: lockout and work': 'Instalaciones eléctricas: consignación y trabajos',
    'Safety in electrical installations and services': 'Seguridad en instalaciones y servicios eléctricos',
    'Work near power lines': 'Trabajos en proximidad de líneas eléctricas',
    'Work near overhead lines': 'Trabajos en proximidad de líneas aéreas',
    'Hazardous products information (WHMIS)': 'Información sobre productos peligrosos (WHMIS)',
    'Hazardous products: labels and safety data sheets':
      'Productos peligrosos: etiquetas y fichas de datos de seguridad',
    WHMIS: 'WHMIS (sistema canadiense de información sobre materiales peligrosos en el trabajo)',
    'Chemical agents (including WHMIS)': 'Agentes químicos (incluido el WHMIS)',
    'Hazardous products (WHMIS)': 'Productos peligrosos (WHMIS)',
    'Hazard communication': 'Comunicación de peligros',
    'Substances hazardous to health': 'Sustancias peligrosas para la salud',
    'Respiratory protection': 'Protección respiratoria',
    'Pesticide exposure': 'Exposición a plaguicidas',
    'Crystalline silica dust exposure': 'Exposición al polvo de sílice cristalina',
    'Work involving asbestos': 'Trabajos con riesgo de exposición al amianto',
    'Wood dust exposure': 'Exposición al polvo de madera',
    Noise: 'Ruido',
    'Noise, including the 85 dBA exposure limit': 'Ruido, incluido el límite de exposición de 85 dBA',
    'Noise exposure': 'Exposición al ruido',
    'Noise, including the 87 dBA exposure limit': 'Ruido, incluido el límite de exposición de 87 dBA',
    'Occupational noise exposure': 'Exposición al ruido en el trabajo',
    'Noise at work': 'Ruido en el trabajo',
    'Vibration exposure': 'Exposición a vibraciones',
    'Confined spaces': 'Espacios confinados',
    'Confined spaces (construction sites)': 'Espacios confinados (obras de construcción)',
    'Permit-required confined spaces': 'Espacios confinados que requieren permiso',
    'Excavations and trenches': 'Excavaciones y zanjas',
    'Forklift operator training': 'Formación de los operadores de carretillas elevadoras',
    'Forklifts and powered mobile equipment': 'Carretillas elevadoras y equipos móviles motorizados',
    'Mobile equipment': 'Equipos móviles',
    'Powered mobile equipment': 'Equipos móviles motorizados',
    'Materials handling: motorized equipment': 'Manipulación de materiales: equipos motorizados',
    'Mobile equipment and powered handling': 'Equipos móviles y manipulación motorizada',
    'Powered industrial trucks': 'Carretillas industriales motorizadas',
    'Vehicle traffic on construction sites': 'Circulación de vehículos en las obras de construcción',
    'General duty of the employer (ergonomics)': 'Deber general del empleador (ergonomía)',
    'Ergonomics (MSI) requirements': 'Requisitos de ergonomía (lesiones musculoesqueléticas)',
    'Lifting and handling loads': 'Levantamiento y manipulación de cargas',
    'Hazard prevention program (including ergonomics)':
      'Programa de prevención de riesgos (incluida la ergonomía)',
    'Manual handling of materials': 'Manipulación manual de materiales',
    'Ergonomics and musculoskeletal disorders': 'Ergonomía y trastornos musculoesqueléticos',
    'Manual handling operations': 'Manipulación manual de cargas',
    Ergonomics: 'Ergonomía',
    'Prevention of musculoskeletal disorders': 'Prevención de los trastornos musculoesqueléticos',
    'Slips, trips and housekeeping': 'Resbalones, tropiezos y orden y limpieza',
    'General safety precautions': 'Precauciones generales de seguridad',
    'Floors, aisles and housekeeping': 'Suelos, pasillos y orden y limpieza',
    'Fire prevention and emergency measures': 'Prevención de incendios y medidas de emergencia',
    'Fire and emergency measures': 'Incendios y medidas de emergencia',
    'Emergency preparedness and response': 'Preparación y respuesta ante emergencias',
    'Safe occupancy: fire and emergencies': 'Ocupación segura: incendios y emergencias',
    'Welding fume exposure': 'Exposición a humos de soldadura',
    'Thermal stress (heat)': 'Estrés térmico (calor)',
    'Thermal stress (cold)': 'Estrés térmico (frío)',
    'Eye and skin protection': 'Protección de los ojos y la piel',
    'Ionizing radiation': 'Radiaciones ionizantes',
    'Biological agents (blood and body fluids)': 'Agentes biológicos (sangre y fluidos corporales)',
    'Biological agents': 'Agentes biológicos',
    'Prevention of violence and harassment': 'Prevención de la violencia y el acoso',
    'Work-related psychosocial risks': 'Riesgos psicosociales relacionados con el trabajo',
    'Working alone': 'Trabajo en solitario',
    'Storage and handling of compressed gases': 'Almacenamiento y manipulación de gases comprimidos',
    'Pressure equipment': 'Equipos a presión',
    'Tools and work equipment': 'Herramientas y equipos de trabajo',
  },
};

export default content;
