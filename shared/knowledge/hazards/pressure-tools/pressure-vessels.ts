import type { Hazard } from '../../types';
import { general } from '../citations';

/** Pressure vessels and compressed air. */
export const pressureVessels: Hazard = {
  id: 'pressure-vessels',
  family: 'pressure',
  name: {
    fr: 'Appareils et réservoirs sous pression, air comprimé',
    en: 'Pressure vessels and compressed air',
    es: 'Equipos a presión y aire comprimido',
    de: 'Druckbehälter und Druckluft',
    pt: 'Vasos de pressão e ar comprimido',
    zh: '压力容器与压缩空气',
    ja: '圧力容器・圧縮空気',
  },
  description: {
    fr: "Éclatement d'une chaudière, d'un réservoir d'air ou d'un autoclave; fouettement d'un boyau sous pression; projection de particules ou injection d'air lors du nettoyage à l'air comprimé.",
    en: 'Rupture of a boiler, air receiver or autoclave; whipping of a pressurized hose; flying particles or air injection when cleaning with compressed air.',
    es: 'Rotura de una caldera, un depósito de aire comprimido o un autoclave; latigazo de una manguera a presión; proyección de partículas o inyección de aire al limpiar con aire comprimido.',
    de: 'Bersten eines Kessels, Druckluftbehälters oder Autoklaven; Umherschlagen eines unter Druck stehenden Schlauchs; umherfliegende Partikel oder Einpressen von Luft in den Körper beim Reinigen mit Druckluft.',
    pt: 'Ruptura de caldeira, reservatório de ar comprimido ou autoclave; chicoteamento de mangueira pressurizada; projeção de partículas ou injeção de ar durante a limpeza com ar comprimido.',
    zh: '锅炉、储气罐或高压釜爆裂；带压软管甩动；用压缩空气清扫时颗粒飞溅或空气注入人体。',
    ja: 'ボイラー、空気タンク、オートクレーブの破裂、加圧されたホースの暴れ、圧縮空気での清掃時の粒子の飛散や体内への空気の注入が生じるおそれがあります。',
  },
  likelihood: 2,
  severity: 5,
  controls: [
    {
      id: 'replace-compressed-air',
      level: 'substitution',
      text: {
        fr: "Remplacer le nettoyage à l'air comprimé par un aspirateur industriel; à défaut, buses de sécurité à pression réduite.",
        en: 'Replace compressed-air cleaning with an industrial vacuum; otherwise, reduced-pressure safety nozzles.',
        es: 'Sustituir la limpieza con aire comprimido por un aspirador industrial; en su defecto, boquillas de seguridad de presión reducida.',
        de: 'Reinigung mit Druckluft durch einen Industriesauger ersetzen; andernfalls Sicherheitsdüsen mit reduziertem Druck.',
        pt: 'Substituir a limpeza com ar comprimido por aspirador industrial; na impossibilidade, bicos de segurança de pressão reduzida.',
        zh: '以工业吸尘器代替压缩空气清扫；无法替代时，使用降压安全喷嘴。',
        ja: '圧縮空気による清掃を産業用掃除機に置き換えます。それができない場合は、減圧式の安全ノズルを使用します。',
      },
    },
    {
      id: 'vessel-relief-valve',
      level: 'engineering',
      text: {
        fr: "Munir chaque appareil d'une soupape de sûreté tarée à la pression de calcul et dirigée vers un lieu sûr, d'un manomètre et de purges; câbles anti-fouet sur les raccords des boyaux sous pression.",
        en: 'Fit every vessel with a relief valve set at design pressure and discharging to a safe place, a pressure gauge and drains; whip checks on pressurized hose connections.',
        es: 'Equipar cada recipiente con una válvula de seguridad tarada a la presión de diseño y que descargue a un lugar seguro, un manómetro y purgas; cables antilatigazo en las conexiones de las mangueras a presión.',
        de: 'Jeden Behälter mit einem auf den Auslegungsdruck eingestellten Sicherheitsventil mit Abblasung an eine sichere Stelle, einem Manometer und Entwässerungen ausrüsten; Schlauchfangseile an den Anschlüssen druckführender Schläuche.',
        pt: 'Equipar cada vaso com válvula de segurança calibrada na pressão de projeto e com descarga para local seguro, manômetro e drenos; dispositivos antichicote nas conexões de mangueiras pressurizadas.',
        zh: '每台容器配备按设计压力整定并排放至安全地点的安全阀、压力表和排放阀；带压软管接头加装防甩绳。',
        ja: 'すべての容器に、設計圧力で作動し安全な場所に放出する安全弁、圧力計、ドレンを設けます。加圧ホースの接続部にはホース飛散防止ワイヤ（ホイップチェック）を取り付けます。',
      },
    },
    {
      id: 'vessels-inspected-relief',
      level: 'administrative',
      text: {
        fr: "Faire inspecter les appareils et essayer les soupapes selon les exigences de l'autorité compétente; respecter la pression maximale de service affichée; dépressuriser et cadenasser avant l'entretien.",
        en: 'Have vessels inspected and relief valves tested as required by the authority having jurisdiction; keep within the posted maximum working pressure; depressurize and lock out before maintenance.',
        es: 'Hacer inspeccionar los recipientes y probar las válvulas de seguridad según lo exija la autoridad competente; no superar la presión máxima de servicio indicada; despresurizar y consignar antes del mantenimiento.',
        de: 'Behälter nach den Vorgaben der zuständigen Behörde prüfen und die Sicherheitsventile testen lassen; den angegebenen maximal zulässigen Betriebsdruck einhalten; vor der Instandhaltung drucklos machen und gegen Wiedereinschalten sichern (LOTO).',
        pt: 'Submeter os vasos a inspeção e testar as válvulas de segurança conforme exigido pela autoridade competente; respeitar a pressão máxima de trabalho afixada; despressurizar e bloquear antes da manutenção.',
        zh: '按有管辖权的主管部门要求对容器进行检验并对安全阀进行校验；不超过标示的最高工作压力；维修前泄压并上锁挂牌。',
        ja: '所管官庁の要求に従って容器の検査と安全弁の試験を受けます。表示された最高使用圧力の範囲内で使用し、保守の前には減圧してロックアウトします。',
      },
    },
    {
      id: 'safety-glasses-face',
      level: 'ppe',
      text: {
        fr: "Lunettes de sécurité ou écran facial lors du raccordement et de l'utilisation de l'air comprimé.",
        en: 'Safety glasses or face shield when connecting and using compressed air.',
        es: 'Gafas de seguridad o pantalla facial al conectar y utilizar aire comprimido.',
        de: 'Schutzbrille oder Gesichtsschutzschirm beim Anschließen und Verwenden von Druckluft.',
        pt: 'Óculos de segurança ou protetor facial ao conectar e usar ar comprimido.',
        zh: '连接和使用压缩空气时佩戴防护眼镜或面罩。',
        ja: '圧縮空気の接続時と使用時は保護めがねまたは防災面を着用します。',
      },
    },
  ],
  citations: general('pressure-equipment'),
  sectors: ['manufacturing', 'mining_metals', 'renewable_energy', 'professional_services'],
};
