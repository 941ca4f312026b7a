import type { Hazard } from '../../types';
import { general } from '../citations';
import { PPE, PPE_INTERNATIONAL, PPE_ON_BC_AB_FEDERAL, WHMIS } from '../rows-health';

/** Pesticides: exposure during mixing and application. */
export const pesticideExposure: Hazard = {
  id: 'pesticide-exposure',
  family: 'chemical',
  name: {
    fr: "Pesticides : exposition lors de la préparation et de l'application",
    en: 'Pesticides: exposure during mixing and application',
    es: 'Plaguicidas: exposición durante la mezcla y la aplicación',
    de: 'Pestizide: Exposition beim Anmischen und Ausbringen',
    pt: 'Agrotóxicos: exposição durante o preparo e a aplicação',
    zh: '农药：配药及施药时的接触',
    ja: '農薬：調製・散布時のばく露',
  },
  description: {
    fr: 'Contact cutané, inhalation ou éclaboussure lors de la préparation de la bouillie, de la pulvérisation ou de la réentrée trop hâtive dans une zone traitée : intoxication aiguë, effets chroniques.',
    en: 'Skin contact, inhalation or splash while mixing, spraying or re-entering a treated area too early: acute poisoning, chronic effects.',
    es: 'Contacto cutáneo, inhalación o salpicadura durante la preparación de la mezcla, la pulverización o el reingreso prematuro en una zona tratada: intoxicación aguda, efectos crónicos.',
    de: 'Hautkontakt, Einatmen oder Spritzer beim Ansetzen der Spritzbrühe, beim Ausbringen oder bei zu frühem Wiederbetreten einer behandelten Fläche: akute Vergiftung, chronische Wirkungen.',
    pt: 'Contato com a pele, inalação ou respingo durante o preparo da calda, a pulverização ou a reentrada precoce em uma área tratada: intoxicação aguda, efeitos crônicos.',
    zh: '配药、喷洒或过早重新进入施药区时皮肤接触、吸入或溅洒：急性中毒、慢性影响。',
    ja: '調製、散布、または処理区域への早すぎる再入場の際に、皮膚接触、吸入、飛散により、急性中毒や慢性影響が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 4,
  controls: [
    {
      id: 'integrated-pest-management',
      level: 'substitution',
      text: {
        fr: 'Recourir à la lutte intégrée et choisir, parmi les produits homologués efficaces, le moins toxique.',
        en: 'Use integrated pest management and choose the least toxic effective registered product.',
        es: 'Aplicar la gestión integrada de plagas y elegir, entre los productos registrados eficaces, el menos tóxico.',
        de: 'Integrierten Pflanzenschutz anwenden und unter den wirksamen zugelassenen Produkten das am wenigsten giftige wählen.',
        pt: 'Adotar o manejo integrado de pragas e escolher o produto registrado eficaz menos tóxico.',
        zh: '采用有害生物综合治理，选择毒性最低的有效登记产品。',
        ja: '総合的病害虫管理（IPM）を導入し、登録された有効な製品のうち最も毒性の低いものを選定します。',
      },
    },
    {
      id: 'closed-transfer-systems',
      level: 'engineering',
      text: {
        fr: "Systèmes de transfert fermés pour la préparation; tracteurs à cabine filtrée et pressurisée pour l'application.",
        en: 'Closed transfer systems for mixing; tractors with filtered, pressurized cabs for application.',
        es: 'Sistemas de transferencia cerrados para la preparación de la mezcla; tractores con cabina filtrada y presurizada para la aplicación.',
        de: 'Geschlossene Befüllsysteme zum Ansetzen; Traktoren mit gefilterten Überdruckkabinen für die Ausbringung.',
        pt: 'Sistemas fechados de transferência para o preparo; tratores com cabine filtrada e pressurizada para a aplicação.',
        zh: '配药采用密闭转移系统；施药使用配备过滤增压驾驶室的拖拉机。',
        ja: '調製には密閉式移送システムを、散布にはフィルター付き加圧キャビンのトラクターを使用します。',
      },
    },
    {
      id: 'follow-registered-label',
      level: 'administrative',
      text: {
        fr: "Respecter l'étiquette homologuée (doses, délais de réentrée); afficher les zones traitées; confier la préparation et l'application à des applicateurs certifiés; eau et trousse de décontamination sur place.",
        en: 'Follow the registered label (rates, re-entry intervals); post treated areas; have certified applicators mix and apply; water and decontamination kit on site.',
        es: 'Respetar la etiqueta registrada (dosis, plazos de reentrada); señalizar las zonas tratadas; encargar la preparación y la aplicación a aplicadores certificados; agua y kit de descontaminación en el lugar.',
        de: 'Die zugelassene Gebrauchsanweisung auf dem Etikett einhalten (Aufwandmengen, Wiederbetretungsfristen); behandelte Flächen kennzeichnen; Ansetzen und Ausbringen nur durch zertifizierte Anwender; Wasser und Dekontaminationsset vor Ort.',
        pt: 'Seguir o rótulo aprovado no registro (doses, intervalos de reentrada); sinalizar as áreas tratadas; confiar o preparo e a aplicação a aplicadores certificados; água e kit de descontaminação no local.',
        zh: '遵守登记标签（用量、重新进入间隔期）；在施药区张贴告示；由持证施药人员配药和施药；现场备有清水和洗消包。',
        ja: '登録ラベル（使用量、再入場までの時間）に従います。処理区域に表示を行い、調製と散布は認定を受けた散布者が行います。現場に水と除染キットを備えます。',
      },
    },
    {
      id: 'nitrile-gloves-coveralls',
      level: 'ppe',
      text: {
        fr: "Gants en nitrile, combinaison et protection oculaire; appareil de protection respiratoire selon l'étiquette du produit.",
        en: 'Nitrile gloves, coveralls and eye protection; respirator as required by the product label.',
        es: 'Guantes de nitrilo, mono de protección y protección ocular; equipo de protección respiratoria según lo exija la etiqueta del producto.',
        de: 'Nitrilhandschuhe, Schutzanzug und Augenschutz; Atemschutz gemäß Produktetikett.',
        pt: 'Luvas de nitrila, macacão e proteção ocular; respirador conforme exigido pelo rótulo do produto.',
        zh: '丁腈手套、连体防护服和眼部防护；按产品标签要求佩戴呼吸器。',
        ja: 'ニトリル手袋、つなぎ服、眼の保護具を着用し、製品ラベルで求められる場合は呼吸用保護具を使用します。',
      },
    },
  ],
  // Registered pest control products are outside the hazardous-products (WHMIS) rules: PPE rows only.
  citations: [
    ...general('pesticide-exposure'),
    PPE.qcRespirators,
    ...PPE_ON_BC_AB_FEDERAL,
    WHMIS.gb,
    ...PPE_INTERNATIONAL,
  ],
  sectors: ['forestry_sawmills', 'professional_services', 'agriculture'],
};
