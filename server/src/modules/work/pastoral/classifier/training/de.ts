// German training comments: language | flags | text (see ../labelled.ts).
export const GERMAN = `
de | crisis | ich will mich umbringen, ich halte den Schmerz nicht aus
de | crisis | ich denke daran, mir heute Nacht das Leben zu nehmen
de | crisis | ich werde mich töten, ich habe mich entschieden
de | crisis | ich will einfach nur sterben, alles tut weh
de | crisis | ich wünschte, ich wäre nie geboren
de | crisis | ich wäre lieber tot, es würde niemanden interessieren
de | crisis | meine Familie wäre ohne mich besser dran
de | crisis | alle wären glücklicher, wenn es mich nicht gäbe
de | crisis | ich habe nichts mehr, wofür es sich zu leben lohnt
de | crisis | wozu noch weiterleben, es ändert sich ja nichts
de | crisis | es gibt keinen Grund mehr für mich hier zu bleiben
de | crisis | ich ritze mich wieder und es wird schlimmer
de | crisis | gestern habe ich mir die Pulsadern aufgeschnitten und habe Angst
de | crisis | ich habe genug Tabletten gesammelt, um es zu tun
de | crisis | ich habe alle meine Schlaftabletten geschluckt, ist es zu spät?
de | crisis | der Strick hängt schon, ich wollte nur, dass es jemand weiß
de | crisis | ich bin auf dem Dach und will springen
de | crisis | ich springe heute Nacht von der Brücke
de | crisis | ich sitze am Rand der Autobahnbrücke und weine
de | crisis | lebt wohl, tut mir leid, dass ich nicht genug war
de | crisis | das ist mein letzter Beitrag, ich hab euch lieb
de | crisis | morgen bin ich nicht mehr da, danke, dass ihr es versucht habt
de | crisis | sagt meiner Schwester, dass es mir leid tut, ich kann nicht weitermachen
de | crisis | ich habe einen Brief an meine Eltern geschrieben und bin bereit
de | crisis | ich will nicht mehr leben Pastor
de | crisis | ich habe das Leben so satt, ich will, dass es aufhört
de | crisis | ich denke ständig an eine Überdosis
de | crisis | ich habe jede Nacht Suizidgedanken
de | crisis | ist Selbstmord eine unvergebbare Sünde? ich muss es bald wissen
de | crisis | niemand würde es merken, wenn ich für immer verschwinde
de | crisis | keiner würde mich vermissen, wenn ich sterbe
de | crisis | ich bin für alle nur eine Last, besser ich sterbe
de | crisis | ich will allem ein Ende setzen
de | crisis | ich plane, am Wochenende Schluss zu machen
de | crisis | ich kann einfach nicht mehr, ich gebe auf
de | crisis | ich will einschlafen und nie mehr aufwachen
de | crisis | ich bin es leid zu existieren, es soll einfach aufhören
de | crisis | die Stimmen sagen mir, ich soll mir wehtun
de | crisis | ich hasse mich so sehr, ich will weg sein
de | crisis | ich werde nicht mehr lange hier sein
de | crisis | mein Mann schlägt mich und ich habe Angst nach Hause zu gehen
de | crisis | mein Freund hat mich gestern gewürgt, ich weiß nicht weiter
de | crisis | mein Stiefvater missbraucht mich, wenn Mama arbeitet
de | crisis | ich wurde vergewaltigt und kann es niemandem sagen
de | crisis | mein Vater verprügelt mich, wenn er trinkt, bitte helft
de | crisis | er hat gesagt, er bringt mich um, wenn ich rede
de | crisis | ich bin zu Hause nicht sicher, er hat mich mit einem Messer bedroht
de | crisis | mein Partner tut mir weh und ich weiß nicht wohin
de | crisis | ich erlebe Gewalt zu Hause und niemand glaubt mir
de | crisis,prayer | betet für mich, ich will mir das Leben nehmen
de | crisis,prayer | ich brauche Gebet, ich ritze mich und will sterben
de | crisis,prayer | bitte betet, mein Mann hat heute gedroht mich umzubringen
de | crisis | der Schmerz hört nicht auf, heute Nacht beende ich es
de | crisis | ich halte dieses Leben nicht mehr aus, ich tue mir etwas an
de | crisis | verzeiht mir alle, ich liebe euch, lebt wohl
de | crisis | ich habe einen Plan und die Mittel, ich bin nur müde
de | crisis | ich habe die Klinge gerade in der Hand
de | crisis | ich habe mich von allen verabschiedet, es gibt kein Zurück
de | crisis | ich habe Gift gekauft, es liegt in meinem Zimmer
de | grief | meine Mutter ist letzte Nacht verstorben, denkt an unsere Familie
de | grief | heute haben wir meinen Vater beerdigt, es fühlt sich nicht echt an
de | grief | mein Opa ist heute Morgen zu Jesus gegangen
de | grief | ich habe meinen kleinen Bruder am Freitag bei einem Unfall verloren
de | grief | drei Jahre ohne unseren Sohn und es wird nicht leichter
de | grief | ruhe in Frieden Schwester Helga, danke, dass du mich Gott lieben gelehrt hast
de | grief | mach's gut Onkel Hans, der Himmel hat einen Engel mehr
de | grief | unsere Tochter kam still zur Welt, wir hielten sie eine Stunde
de | grief | wir haben am Sonntag unser Baby verloren und ich kann nicht aufhören zu weinen
de | grief | die Trauerfeier ist Donnerstag um 11, alle sind willkommen
de | grief | es tut mir so leid um deinen Verlust, wir beten für die Familie
de | grief | unser tiefes Mitgefühl an Familie Schneider
de | grief | meine Frau nach 40 Jahren ist in meinen Armen gestorben
de | grief | ich vermisse meinen Papa so sehr, heute wäre sein Geburtstag
de | grief | der erste Muttertag ohne Mama, sie fehlt mir so
de | grief | der Trauergottesdienst ist am Samstag in der Kirche
de | grief | mein bester Freund hat sich letzten Monat das Leben genommen und ich stehe unter Schock
de | grief | die Frau unseres Pastors ist friedlich im Schlaf entschlafen
de | grief | wir haben Oma an Corona verloren, sie war alles für uns
de | grief | ich kann nicht glauben, dass er nicht mehr da ist, viel zu früh
de | grief | ich vermisse meinen Sohn im Himmel heute besonders
de | grief | heute vor fünf Jahren ist mein Mann gestorben
de | grief | der Tod meiner Mutter hat mich zerbrochen
de | grief | sie hat zwei Jahre gegen den Krebs gekämpft und ist gestern heimgegangen
de | grief | wir haben uns gestern im Hospiz von Papa verabschiedet
de | grief | mein Herz ist gebrochen, mein Neffe ist im Schlaf gestorben
de | grief | die Aufbahrung ist morgen im Bestattungshaus
de | grief | ich trauere um meinen Cousin, der letzte Woche erschossen wurde
de | grief | wir haben meine Großmutter heute Nachmittag zu Grabe getragen
de | grief | die Trauer ist überwältigend, ich vermisse ihre Stimme
de | grief | mein Vater ist plötzlich gestorben und ich weiß nicht, wie ich trauern soll
de | grief,prayer | betet für unsere Familie, wir haben gestern unsere Tochter verloren
de | grief,prayer | Gebet für meine Freundin, deren Mann gerade gestorben ist
de | grief | die Beerdigung war wunderschön, danke Gemeinde für das Essen
de | grief | unser Hund ist nach 14 Jahren gestorben und das Haus ist so leer
de | grief,prayer | betet für meine Mama, sie beginnt am Montag mit der Chemo
de | prayer | Gebetsanliegen: mein Sohn ist im Auslandseinsatz
de | prayer | könnt ihr für mein Vorstellungsgespräch morgen beten?
de | prayer | betet bitte für unsere Ehe, es geht uns sehr schlecht
de | grief,prayer | denkt im Gebet an meine Familie, mein Vater liegt im Krankenhaus
de | grief,prayer | ich brauche Gebet für meine Gesundheit, sie haben einen Knoten gefunden
de | prayer | betet für mich, ich habe Freitag eine wichtige Prüfung
de | prayer | bitte betet für mein Baby, es hat Fieber
de | prayer | würdet ihr für meinen Bruder beten, er ist im Gefängnis
de | prayer | wir bitten um Gebet für die neue Gemeinde in Leipzig
de | prayer | ein Gebet für meine Oma, es geht ihr nicht gut
de | prayer | bitte tretet für meine Tochter ein, sie hat sich von Gott abgewandt
de | prayer | betet, dass Gott versorgt, wir können die Miete nicht zahlen
de | prayer | Gebet für eine sichere Reise zum Missionseinsatz nach Tansania
de | prayer | ich brauche eure Gebete, die Angst lässt mich nicht los
de | prayer | kann jemand mit mir beten? ich fühle mich weit weg von Gott
de | grief,prayer | Gebetskrieger, mein Mann hat morgen eine Biopsie
de | prayer | betet für die Geschwister im Hochwassergebiet
de | prayer | ich wäre dankbar für Gebet für die Sucht meines Sohnes
de | prayer | betet, dass ich bald Arbeit finde, schon sechs Monate
de | prayer | lasst uns für die Errettung meines Vaters beten 🙏
de | prayer | ich bitte um Gebet für meine Risikoschwangerschaft
de | prayer | betet für Frieden in unserem Zuhause, viel Streit
de | prayer | tragt meine Familie diese Woche im Gebet
de | grief,prayer | ich flehe um ein Wunder für meinen Enkel auf der Intensivstation, betet mit
de | grief,prayer | ich bitte euch, für die Herz-OP meiner Mutter zu beten
de | prayer | betet für mich, morgen ist Fahrprüfung 😬
de | prayer | Fürbitte für meinen Cousin mit Depressionen
de | prayer | ein Gebet für unsere Finanzen bitte
de | prayer | Geschwister, bringt die Gesundheit meiner Tante vor Gott
de | prayer | denkt an mich in euren Gebeten, wir ziehen diese Woche um
de | prayer,grief | betet mit uns, Oma ist heute gestorben, wir brauchen Trost
de | - | der Lobpreis heute war der Wahnsinn 🔥🔥
de | - | die Band hat abgeliefert, was für ein Abend
de | - | der Pastor hat mit der Predigt alles rausgehauen
de | - | der Apfelstrudel war zum Sterben gut
de | - | ich kann es kaum erwarten, die Fotos vom Camp zu sehen
de | - | bin so gespannt auf die nächste Predigtreihe
de | - | ich lach mich tot über den Tanz vom Pastor 😂
de | - | wir haben uns kaputtgelacht beim Krippenspiel
de | - | der Pastor bringt mich immer zum Lachen 😂
de | - | meine Füße bringen mich um, aber der Dienst hat sich gelohnt
de | - | für noch ein Stück von dem Kuchen würde ich töten
de | - | die Predigt hat mich tief berührt, danke
de | - | todmüde nach der Konferenz aber glücklich
de | - | mein Handy ist mitten im Livestream gestorben, gibt es eine Aufnahme?
de | - | das Mikro ist mitten in der Predigt ausgefallen haha
de | - | Vortrag zur Suizidprävention am Samstag, alle willkommen
de | - | nimm mein Leben, Jesu, dir übergeb ich's für und für 🎶
de | - | Christus ist für mich gestorben, die beste Nachricht
de | - | er starb am Kreuz und ist auferstanden, Halleluja
de | - | Christus ist mein Leben und Sterben mein Gewinn
de | - | jeden Tag dem alten Ich sterben, was für eine Herausforderung
de | - | wir waren tot in unseren Sünden, jetzt lebendig in Christus
de | - | was für ein gesegneter Gottesdienst, Gott ist gut
de | - | ich liebe euch, Gemeindefamilie ❤️
de | - | wann beginnt der Gottesdienst am Sonntag?
de | - | gibt es Parkplätze in der Nähe?
de | - | Amen 🙌🙌
de | - | Halleluja, was für ein Wort
de | - | so gesegnet, Teil dieser Gemeinde zu sein
de | - | der Jugendabend war mega
de | - | wo melde ich mich für das Männerfrühstück an?
de | - | der Chor klang heute wie Engel
de | - | danke für die Gebetsnacht gestern, sie war kraftvoll
de | - | wir haben für die Stadt gebetet und Gott hat gewirkt
de | - | der Gebetsraum ist die ganze Woche offen
de | - | macht mit bei Gebet und Fasten ab Montag
de | - | ich bete für dich Pastor, predige weiter
de | - | diese Gemeinde hat mein Leben gerettet, danke
de | - | ich habe die ganze Predigt geweint, aber vor Freude
de | - | alles Gute zum Geburtstag Pastor, Gottes Segen
de | - | herzlichen Glückwunsch zum Baby
de | - | der Link zu den Predigtnotizen funktioniert nicht
de | - | meine letzte Woche vor dem Umzug, ich werde euch vermissen
de | - | tschüss Sommer, hallo Herbstfreizeit
de | - | tschüss zusammen, bis Sonntag
de | - | endlich mit den Prüfungen fertig
de | - | Diät ade nach dem Gemeindefest 😂
de | - | das Lied ist einfach der Hammer
de | - | Jesus ist mein Grund zu leben ❤️
de | - | mein Grund jeden Morgen aufzustehen sind meine Kinder und mein Glaube
de | - | diese Botschaft hat mich wieder lebendig gemacht
de | - | töte sie mit Freundlichkeit, sagte meine Oma immer
de | - | die Tabletten im Erste-Hilfe-Kasten sind abgelaufen, kann jemand nachfüllen?
de | - | die Brücke in dem Lied gibt mir jedes Mal Gänsehaut
de | - | nächste Woche springen wir in die neue Predigtreihe
de | - | ich muss mir vor Sonntag noch die Haare schneiden lassen haha
de | - | die Trauergruppe trifft sich dienstags um 19 Uhr
de | - | ich habe meine Schlüssel in der Kirche verloren, hat jemand einen blauen Anhänger gesehen?
de | - | ich habe vom vielen Singen keine Stimme mehr 😂
de | - | wir haben das Spiel verloren, aber Spaß gehabt
de | - | ich bin fast gestorben, als ich das neue Café gesehen habe
de | - | meine Pflanze ist schon wieder eingegangen
de | - | haha was für ein lustiges Video
de | - | ich liebe diese Gemeinde, ich fühle mich zu Hause
de | - | das Lied ist ein Ohrwurm, ich höre es den ganzen Tag
de | - | meine Tochter bringt mich mit ihren Sprüchen um 😂
de | - | wir haben den Riesen der Angst im Namen Jesu besiegt
de | - | die Predigt über die Auferweckung des Lazarus war gewaltig
de | - | was für eine schöne Hochzeit, ich habe vor Rührung geweint
de | - | danke für die Freizeit, ich komme erneuert zurück
de | - | ich kann nicht mehr vor Lachen 😂
de | - | ich kann nicht mehr warten bis Sonntag
de | grief | meine Mutter wurde gestern Nacht mit einem Schlaganfall eingeliefert
de | grief | bei meinem Mann wurde unheilbarer Krebs festgestellt
de | grief | Papa liegt auf der Intensivstation, man weiß nicht, ob er es schafft
de | grief | meine Tochter ist sehr krank und die Ärzte sind besorgt
de | grief | wir haben gerade erfahren, dass es Leukämie ist
de | grief | mein Opa hatte einen Herzinfarkt und wird beatmet
de | grief | meine Schwester liegt nach dem Unfall im Koma
de | grief | mein Bruder ist unheilbar an Krebs erkrankt
de | - | die Krankenhausseelsorge sucht Ehrenamtliche für Sonntag
de | - | Benefizlauf gegen Krebs nächsten Monat, meldet euch an
de | - | wann ist die Gebetsstunde am Mittwoch?
de | - | das Gebetstreffen findet diese Woche online statt
de | - | ich bete für euch alle 🙏
de | - | ich habe mein Handy auf dem Parkplatz verloren haha
de | - | ich bin dabei!
de | - | meldet mich an
de | - | ich auch 🙌
de | - | markiert mich auf den Fotos
de | - | erinnert mich jemand, wann es losgeht?
de | - | haltet mir einen Platz frei
de | - | schickt mir bitte den Link
de | - | ich komme
de | - | könnt ihr mich in die Gruppe aufnehmen?
de | - | ich bete für euch
de | - | wir beten für dich und deine Familie 🙏
de | - | ihr seid in meinen Gebeten
de | - | Gott segne euch
de | - | danke Pastor
de | - | tolle Predigt
de | - | das habe ich heute gebraucht
de | - | wunderschön
de | - | bis Freitag
de | - | ich freu mich auf Sonntag
de | - | müde aber gesegnet
de | - | du hast meinen Tag gerettet
de | - | ich habe vor Freude geweint
de | prayer | Gebetsanliegen: mein Mann hat heute seine Arbeit verloren
de | prayer | betet für mich, ich habe meinen Job verloren und die Miete ist fällig
de | - | im Gottesdienst ist der Strom ausgefallen, aber wir haben weitergesungen
de | - | ich habe mich auf dem Weg zur neuen Kirche verlaufen haha
`
