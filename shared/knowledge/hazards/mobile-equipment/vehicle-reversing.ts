import type { Hazard } from '../../types';
import { generalFor } from '../citations';
import { MOBILE } from '../rows-safety';
import { OTHERS_MOBILE } from './shared-citations';

/** Reversing vehicles and equipment. */
export const vehicleReversing: Hazard = {
  id: 'vehicle-reversing',
  family: 'mobile_equipment',
  name: {
    fr: 'Véhicules et engins en marche arrière',
    en: 'Reversing vehicles and equipment',
    es: 'Vehículos y maquinaria en marcha atrás',
    de: 'Rückwärtsfahrende Fahrzeuge und Maschinen',
    pt: 'Veículos e máquinas em marcha à ré',
    zh: '车辆与设备倒车',
    ja: '車両・機械の後進',
  },
  description: {
    fr: 'Camions, engins de chantier et véhicules de service reculant dans une zone où circulent des piétons, avec un champ de vision arrière limité : personne heurtée ou écrasée.',
    en: 'Trucks, construction equipment and service vehicles reversing where people walk, with limited rear visibility: person struck or run over.',
    es: 'Camiones, maquinaria de obra y vehículos de servicio que circulan marcha atrás donde transitan personas, con visibilidad trasera limitada: persona golpeada o atropellada.',
    de: 'Lkw, Baumaschinen und Betriebsfahrzeuge, die bei eingeschränkter Sicht nach hinten in Bereichen mit Fußgängerverkehr rückwärtsfahren: Person angefahren oder überrollt.',
    pt: 'Caminhões, máquinas de construção e veículos de serviço dando marcha a ré onde circulam pessoas, com visibilidade traseira limitada: pessoa atingida ou atropelada.',
    zh: '卡车、工程机械和服务车辆在有人员行走的区域倒车，后方视野受限：人员被撞或碾压。',
    ja: '後方の視界が限られたトラック、建設機械、サービス車両が歩行者のいる場所で後進し、人に激突したり、ひいたりするおそれがあります。',
  },
  likelihood: 3,
  severity: 5,
  controls: [
    {
      id: 'lay-out-site',
      level: 'elimination',
      text: {
        fr: 'Organiser le site et les circuits de circulation à sens unique ou en boucle pour supprimer les manœuvres de recul.',
        en: 'Lay out the site and traffic routes one-way or as loops to remove reversing manoeuvres.',
        es: 'Organizar el emplazamiento y las rutas de circulación en sentido único o en circuito cerrado para eliminar las maniobras marcha atrás.',
        de: 'Gelände und Fahrwege als Einbahnverkehr oder Ringverkehr anlegen, um Rückwärtsfahrten zu vermeiden.',
        pt: 'Organizar o local e as rotas de circulação em sentido único ou em circuito fechado para eliminar as manobras de ré.',
        zh: '将场地和行车路线规划为单向或环形，消除倒车操作。',
        ja: '現場と通行経路を一方通行または周回式に配置し、後進操作をなくします。',
      },
    },
    {
      id: 'vehicles-backup-cameras',
      level: 'engineering',
      text: {
        fr: "Équiper les véhicules de caméras de recul, de détecteurs d'obstacles et d'avertisseurs de recul (de préférence à large bande); miroirs.",
        en: 'Fit vehicles with backup cameras, obstacle detection and back-up alarms (preferably broadband); mirrors.',
        es: 'Equipar los vehículos con cámaras de marcha atrás, detección de obstáculos y alarmas de marcha atrás (preferiblemente de banda ancha); espejos.',
        de: 'Fahrzeuge mit Rückfahrkameras, Hinderniserkennung und Rückfahrwarnern (vorzugsweise Breitband-Warnern) ausrüsten; Spiegel.',
        pt: 'Equipar os veículos com câmeras de ré, detecção de obstáculos e alarmes sonoros de ré (de preferência de banda larga); espelhos.',
        zh: '车辆加装倒车摄像头、障碍物探测装置和倒车报警器（最好为宽频型）；后视镜。',
        ja: '車両にバックカメラ、障害物検知装置、後退警報装置（できれば広帯域型）を装備し、ミラーも設けます。',
      },
    },
    {
      id: 'trained-signaller-visible',
      level: 'administrative',
      text: {
        fr: "Signaleur formé, visible et en contact avec le conducteur pour tout recul dans un secteur où circulent des piétons; délimiter les zones de manœuvre et en interdire l'accès aux piétons.",
        en: 'Trained signaller, visible to and in contact with the driver for any reversing where people walk; mark off manoeuvring areas and keep pedestrians out.',
        es: 'Señalista formado, visible para el conductor y en contacto con él, para toda marcha atrás en zonas donde transitan personas; delimitar las zonas de maniobra e impedir el acceso a los peatones.',
        de: 'Ein unterwiesener Einweiser, für den Fahrer sichtbar und mit ihm in Kontakt, bei jeder Rückwärtsfahrt in Bereichen mit Fußgängerverkehr; Rangierbereiche abgrenzen und Fußgänger fernhalten.',
        pt: 'Sinaleiro treinado, visível pelo motorista e em contato com ele, para qualquer manobra de ré onde circulam pessoas; demarcar as áreas de manobra e manter os pedestres fora delas.',
        zh: '在有人员行走处倒车时，配备经过培训、驾驶员可见并与其保持联系的指挥人员；划定调车区域并禁止行人进入。',
        ja: '歩行者のいる場所で後進するときは、運転者から見える位置で運転者と連絡をとる、教育を受けた誘導者を配置します。作業区域を区画し、歩行者を立ち入らせません。',
      },
    },
    {
      id: 'high-visibility-clothing',
      level: 'ppe',
      text: {
        fr: 'Vêtements à haute visibilité pour toute personne à pied dans les zones de circulation.',
        en: 'High-visibility clothing for everyone on foot in traffic areas.',
        es: 'Ropa de alta visibilidad para todas las personas a pie en las zonas de circulación.',
        de: 'Warnkleidung für alle Personen, die in Verkehrsbereichen zu Fuß unterwegs sind.',
        pt: 'Vestimenta de alta visibilidade para todas as pessoas a pé nas áreas de circulação.',
        zh: '交通区域内所有步行人员穿高可视性警示服。',
        ja: '通行区域を歩くすべての人は高視認性の服を着用します。',
      },
    },
  ],
  citations: [
    MOBILE.qc,
    ...generalFor(['QC', 'ON'], 'vehicle-traffic-construction-sites', 'construction'),
    MOBILE.on,
    MOBILE.bc,
    MOBILE.ab,
    MOBILE.federal,
    ...OTHERS_MOBILE,
  ],
  sectors: [
    'construction',
    'transportation_warehousing',
    'mining_metals',
    'renewable_energy',
    'professional_services',
    'agriculture',
    'public_administration',
  ],
};
