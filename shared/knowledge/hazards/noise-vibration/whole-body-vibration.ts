import type { Hazard } from '../../types';
import { general } from '../citations';
import { VIBRATION_SUBJECT } from './shared-citations';

/** Whole-body vibration. */
export const wholeBodyVibration: Hazard = {
  id: 'whole-body-vibration',
  family: 'vibration',
  name: {
    fr: 'Vibrations globales du corps',
    en: 'Whole-body vibration',
    es: 'Vibraciones de cuerpo entero',
    de: 'Ganzkörper-Vibrationen',
    pt: 'Vibração de corpo inteiro',
    zh: '全身振动',
    ja: '全身振動',
  },
  description: {
    fr: "Conduite prolongée d'engins, de camions, de tracteurs ou de chariots élévateurs sur surfaces irrégulières : lombalgies et atteintes de la colonne vertébrale.",
    en: 'Prolonged driving of heavy equipment, trucks, tractors or forklifts over rough surfaces: low back pain and spinal disorders.',
    es: 'Conducción prolongada de maquinaria pesada, camiones, tractores o carretillas elevadoras sobre superficies irregulares: lumbalgia y trastornos de la columna vertebral.',
    de: 'Längeres Fahren schwerer Maschinen, Lkw, Traktoren oder Gabelstapler auf unebenem Untergrund: Kreuzschmerzen und Wirbelsäulenerkrankungen.',
    pt: 'Condução prolongada de máquinas pesadas, caminhões, tratores ou empilhadeiras em superfícies irregulares: dor lombar e distúrbios da coluna vertebral.',
    zh: '长时间在不平路面上驾驶重型设备、卡车、拖拉机或叉车：腰痛和脊柱疾患。',
    ja: '重機、トラック、トラクター、フォークリフトで凹凸のある路面を長時間運転することにより、腰痛や脊椎の障害が生じるおそれがあります。',
  },
  likelihood: 3,
  severity: 3,
  controls: [
    {
      id: 'vehicles-suspension-seats',
      level: 'engineering',
      text: {
        fr: 'Équiper les véhicules de sièges à suspension adaptés au poids du conducteur et de cabines suspendues; choisir des pneus et des suspensions adaptés au terrain.',
        en: "Fit vehicles with suspension seats adjusted to the driver's weight and suspended cabs; choose tyres and suspensions suited to the ground.",
        es: 'Equipar los vehículos con asientos con suspensión ajustados al peso del conductor y cabinas suspendidas; elegir neumáticos y suspensiones adecuados al terreno.',
        de: 'Fahrzeuge mit auf das Fahrergewicht eingestellten Schwingsitzen und mit gefederten Kabinen ausstatten; für den Untergrund geeignete Reifen und Federungen wählen.',
        pt: 'Equipar os veículos com assentos com suspensão ajustados ao peso do condutor e cabines suspensas; escolher pneus e suspensões adequados ao terreno.',
        zh: '车辆配备根据驾驶员体重调节的悬浮座椅和悬浮驾驶室；选择适合路面的轮胎和悬架。',
        ja: '運転者の体重に合わせて調整したサスペンションシートとサスペンション付きキャブを車両に装備します。地面に適したタイヤとサスペンションを選定します。',
      },
    },
    {
      id: 'maintain-travel-routes',
      level: 'engineering',
      text: {
        fr: 'Entretenir les voies de circulation (nivellement, réparation des nids-de-poule) et les suspensions des véhicules.',
        en: 'Maintain travel routes (grading, pothole repair) and vehicle suspensions.',
        es: 'Mantener las vías de circulación (nivelación, reparación de baches) y las suspensiones de los vehículos.',
        de: 'Fahrwege (Planieren, Ausbessern von Schlaglöchern) und Fahrzeugfederungen instand halten.',
        pt: 'Manter as vias de circulação (nivelamento, reparo de buracos) e as suspensões dos veículos.',
        zh: '维护行车路线（平整、修补坑洼）和车辆悬架。',
        ja: '走行路（整地、くぼみの補修）と車両のサスペンションを保守します。',
      },
    },
    {
      id: 'limit-speed-rough',
      level: 'administrative',
      text: {
        fr: 'Limiter la vitesse sur les surfaces irrégulières; régler le siège pour chaque conducteur; alterner les tâches et limiter la conduite continue.',
        en: 'Limit speed on rough surfaces; adjust the seat for each driver; rotate tasks and limit continuous driving.',
        es: 'Limitar la velocidad en superficies irregulares; ajustar el asiento para cada conductor; rotar las tareas y limitar la conducción continua.',
        de: 'Die Geschwindigkeit auf unebenen Flächen begrenzen; den Sitz für jeden Fahrer einstellen; Tätigkeiten wechseln und die ununterbrochene Fahrzeit begrenzen.',
        pt: 'Limitar a velocidade em superfícies irregulares; ajustar o assento para cada condutor; alternar as tarefas e limitar a condução contínua.',
        zh: '在不平路面上限速；为每位驾驶员调节座椅；轮换作业并限制连续驾驶时间。',
        ja: '凹凸のある路面では速度を制限し、運転者ごとにシートを調整します。作業をローテーションし、連続運転時間を制限します。',
      },
    },
  ],
  citations: general(VIBRATION_SUBJECT, 'both'),
  sectors: [
    'construction',
    'mining_metals',
    'renewable_energy',
    'transportation_warehousing',
    'forestry_sawmills',
    'agriculture',
    'public_administration',
  ],
};
