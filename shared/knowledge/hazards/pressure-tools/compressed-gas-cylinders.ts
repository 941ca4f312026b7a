import type { Hazard } from '../../types';
import { general } from '../citations';
import { WHMIS_CANADA } from '../rows-health';

/** Compressed gas cylinders. */
export const compressedGasCylinders: Hazard = {
  id: 'compressed-gas-cylinders',
  family: 'pressure',
  name: {
    fr: 'Bouteilles de gaz comprimé',
    en: 'Compressed gas cylinders',
    es: 'Botellas de gas comprimido',
    de: 'Druckgasflaschen',
    pt: 'Cilindros de gás comprimido',
    zh: '压缩气瓶',
    ja: '高圧ガスボンベ',
  },
  description: {
    fr: 'Bouteille non attachée qui tombe et dont le robinet se rompt (projectile), fuite de gaz inflammable ou comburant, asphyxie par gaz inerte dans un local fermé.',
    en: 'Unsecured cylinder falling and breaking its valve (projectile), leak of flammable or oxidizing gas, asphyxiation by inert gas in an enclosed room.',
    es: 'Botella no sujeta que cae y rompe su válvula (proyectil), fuga de gas inflamable o comburente, asfixia por gas inerte en un local cerrado.',
    de: 'Nicht gesicherte Gasflasche fällt um und das Ventil bricht ab (Geschosswirkung), Austritt entzündbarer oder oxidierender Gase, Ersticken durch inerte Gase in einem geschlossenen Raum.',
    pt: 'Cilindro não fixado que cai e tem a válvula quebrada (projétil), vazamento de gás inflamável ou oxidante, asfixia por gás inerte em ambiente fechado.',
    zh: '未固定的气瓶倾倒，瓶阀断裂（成为抛射物），易燃或氧化性气体泄漏，在封闭房间内因惰性气体窒息。',
    ja: '固定されていないボンベが転倒して容器弁が破損し（飛翔体となります）、可燃性ガスや支燃性ガスが漏えいし、閉め切った室内では不活性ガスによる窒息が生じるおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'replace-cylinders-central',
      level: 'substitution',
      text: {
        fr: 'Remplacer les bouteilles par une alimentation centralisée (réseau fixe, réservoir en vrac) lorsque la consommation le justifie.',
        en: 'Replace cylinders with a central supply (fixed piping, bulk tank) where consumption justifies it.',
        es: 'Sustituir las botellas por un suministro centralizado (canalización fija, depósito a granel) cuando el consumo lo justifique.',
        de: 'Gasflaschen durch eine zentrale Versorgung (feste Rohrleitungen, Tank) ersetzen, wo der Verbrauch dies rechtfertigt.',
        pt: 'Substituir os cilindros por um abastecimento centralizado (tubulação fixa, tanque a granel) quando o consumo o justificar.',
        zh: '用量足够大时，以集中供气（固定管道、储罐）替代气瓶。',
        ja: '消費量に見合う場合は、ボンベを集中供給方式（固定配管、バルク貯槽）に置き換えます。',
      },
    },
    {
      id: 'store-cylinders-upright',
      level: 'engineering',
      text: {
        fr: "Entreposer les bouteilles debout, attachées par chaîne ou support, dans un local ventilé; séparer l'oxygène des gaz combustibles par une distance suffisante ou une cloison incombustible; clapets anti-retour et dispositifs anti-retour de flamme sur les chalumeaux.",
        en: 'Store cylinders upright, chained or racked, in a ventilated area; separate oxygen from fuel gases by distance or a non-combustible wall; check valves and flashback arrestors on torches.',
        es: 'Almacenar las botellas en posición vertical, sujetas con cadena o en soportes, en una zona ventilada; separar el oxígeno de los gases combustibles mediante distancia o un muro incombustible; válvulas antirretorno y válvulas antirretroceso de llama en los sopletes.',
        de: 'Gasflaschen stehend, mit Kette oder in Gestellen gesichert, in einem belüfteten Bereich lagern; Sauerstoff von Brenngasen durch Abstand oder eine nichtbrennbare Wand trennen; Rückschlagventile und Flammenrückschlagsicherungen an den Brennern.',
        pt: 'Armazenar os cilindros em pé, acorrentados ou em suportes, em área ventilada; separar o oxigênio dos gases combustíveis por distância ou por parede não combustível; válvulas de retenção e válvulas corta-chama nos maçaricos.',
        zh: '气瓶直立存放，用链条或气瓶架固定，置于通风区域；氧气瓶与可燃气体气瓶保持间距或以不燃墙隔开；焊割炬上安装单向阀和回火防止器。',
        ja: 'ボンベは換気された場所に立てて置き、チェーンまたはスタンドで固定します。酸素と可燃性ガスは距離をとるか不燃性の壁で隔てます。トーチには逆止弁と逆火防止器を取り付けます。',
      },
    },
    {
      id: 'move-cylinders-cart',
      level: 'administrative',
      text: {
        fr: "Déplacer les bouteilles sur un chariot, chapeau de protection vissé, sans les rouler ni les soulever par le chapeau; vérifier l'étiquetage et l'étanchéité; former les utilisateurs.",
        en: 'Move cylinders on a cart with the valve cap on, never rolling them or lifting them by the cap; check labels and leak-tightness; train users.',
        es: 'Desplazar las botellas en un carro con el capuchón de la válvula puesto, sin hacerlas rodar ni levantarlas por el capuchón; comprobar el etiquetado y la estanqueidad; formar a los usuarios.',
        de: 'Flaschen mit aufgeschraubter Schutzkappe auf einem Flaschenwagen transportieren, niemals rollen oder an der Kappe anheben; Kennzeichnung und Dichtheit prüfen; die Benutzer unterweisen.',
        pt: 'Deslocar os cilindros em carrinho com o capacete de proteção da válvula colocado, nunca rolando-os nem levantando-os pelo capacete; verificar rótulos e estanqueidade; treinar os usuários.',
        zh: '用手推车搬运气瓶并戴好瓶帽，严禁滚动气瓶或手提瓶帽搬运；检查标签和密封性；培训使用人员。',
        ja: 'ボンベはキャップを付けた状態で運搬台車を使って移動し、転がしたりキャップを持って持ち上げたりしません。表示と漏れのないことを確認し、使用者に教育を行います。',
      },
    },
    {
      id: 'gloves-safety-glasses',
      level: 'ppe',
      text: {
        fr: 'Gants, lunettes de sécurité et chaussures de sécurité pour la manutention.',
        en: 'Gloves, safety glasses and safety footwear for handling.',
        es: 'Guantes, gafas de seguridad y calzado de seguridad para la manipulación.',
        de: 'Handschuhe, Schutzbrille und Sicherheitsschuhe für den Transport.',
        pt: 'Luvas, óculos de segurança e calçado de segurança para o manuseio.',
        zh: '搬运时戴手套、防护眼镜，穿安全鞋。',
        ja: '取扱い時は手袋、保護めがね、安全靴を着用します。',
      },
    },
  ],
  citations: [...WHMIS_CANADA, ...general('storage-handling-compressed-gases', 'both')],
  sectors: ['manufacturing', 'construction', 'professional_services', 'automotive'],
  relatedFamilies: ['fire_explosion'],
};
