// The `gradle` command of the assembled Gradle (scripts/gradle/assemble.sh): runs one build in this JVM.
//
// Where it comes from: written for perf-gate, not copied. dev.gradleplugins:gradle-api (Gradle's own
// classes, re-published on Maven Central) lacks Gradle's launcher module, the code behind
// `gradle <tasks>` that parses the command line and hands the build to a daemon. This class does the
// same parsing with Gradle's own converters (so -q, -x test, -p, -D, -P, --offline, --info, … mean
// what they mean in Gradle) and runs the build in-process, as Gradle's daemon would run it.
// Limits: no daemon (--daemon / --no-daemon are accepted and ignored; org.gradle.jvmargs cannot apply:
// set GRADLE_JVM_OPTS instead), no Kotlin DSL, no --continuous / --scan. Exit code 0 or 1.
package perfgate.gradle;

import java.util.HashMap;
import java.util.Map;
import org.gradle.api.internal.StartParameterInternal;
import org.gradle.api.logging.configuration.LoggingConfiguration;
import org.gradle.cli.CommandLineArgumentException;
import org.gradle.cli.CommandLineParser;
import org.gradle.cli.ParsedCommandLine;
import org.gradle.configuration.DefaultBuildClientMetaData;
import org.gradle.configuration.GradleLauncherMetaData;
import org.gradle.initialization.DefaultBuildCancellationToken;
import org.gradle.initialization.DefaultBuildRequestContext;
import org.gradle.initialization.DefaultBuildRequestMetaData;
import org.gradle.initialization.NoOpBuildEventConsumer;
import org.gradle.initialization.layout.BuildLayoutFactory;
import org.gradle.internal.buildprocess.BuildProcessState;
import org.gradle.internal.classpath.ClassPath;
import org.gradle.internal.instrumentation.agent.AgentStatus;
import org.gradle.internal.logging.DefaultLoggingConfiguration;
import org.gradle.internal.logging.LoggingConfigurationBuildOptions;
import org.gradle.internal.logging.LoggingManagerInternal;
import org.gradle.internal.logging.services.LoggingServiceRegistry;
import org.gradle.internal.nativeintegration.services.NativeServices;
import org.gradle.internal.service.ServiceRegistry;
import org.gradle.launcher.cli.converter.BuildLayoutConverter;
import org.gradle.launcher.cli.converter.BuildOptionBackedConverter;
import org.gradle.launcher.cli.converter.InitialPropertiesConverter;
import org.gradle.launcher.cli.converter.LayoutToPropertiesConverter;
import org.gradle.launcher.cli.converter.StartParameterConverter;
import org.gradle.launcher.configuration.AllProperties;
import org.gradle.launcher.configuration.BuildLayoutResult;
import org.gradle.launcher.configuration.InitialProperties;
import org.gradle.launcher.daemon.configuration.DaemonBuildOptions;
import org.gradle.launcher.daemon.configuration.DaemonParameters;
import org.gradle.launcher.exec.BuildActionResult;
import org.gradle.launcher.exec.BuildExecutor;
import org.gradle.launcher.exec.DefaultBuildActionParameters;
import org.gradle.tooling.internal.provider.action.ExecuteBuildAction;
import org.gradle.util.GradleVersion;

public class GradleMain {
    public static void main(String[] args) {
        long start = System.currentTimeMillis();
        for (String arg : args) {
            if (arg.equals("--version") || arg.equals("-v")) {
                System.out.println("Gradle " + GradleVersion.current().getVersion()
                    + " (assembled from dev.gradleplugins:gradle-api by perf-gate's scripts/gradle/assemble.sh; in-process, no daemon)");
                System.out.println("JVM: " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")");
                return;
            }
        }
        ServiceRegistry loggingServices = LoggingServiceRegistry.newCommandLineProcessLogging();
        LoggingManagerInternal logging = loggingServices.getFactory(LoggingManagerInternal.class).create();

        // The command line, read by the converters Gradle's own launcher uses.
        CommandLineParser parser = new CommandLineParser();
        InitialPropertiesConverter initialPropertiesConverter = new InitialPropertiesConverter();
        BuildLayoutConverter buildLayoutConverter = new BuildLayoutConverter();
        BuildOptionBackedConverter<LoggingConfiguration> loggingOptions =
            new BuildOptionBackedConverter<>(new LoggingConfigurationBuildOptions());
        BuildOptionBackedConverter<DaemonParameters> daemonOptions = new BuildOptionBackedConverter<>(new DaemonBuildOptions());
        StartParameterConverter startParameterConverter = new StartParameterConverter();
        initialPropertiesConverter.configure(parser);
        buildLayoutConverter.configure(parser);
        daemonOptions.configure(parser); // accepted so that --no-daemon etc. parse; never used
        startParameterConverter.configure(parser); // also registers the logging options (-q, --info, …)
        parser.allowMixedSubcommandsAndOptions();

        int exit = 1;
        try {
            ParsedCommandLine parsed = parser.parse(args);
            InitialProperties initialProperties = initialPropertiesConverter.convert(parsed);
            BuildLayoutResult layout = buildLayoutConverter.convert(initialProperties, parsed, null);
            // gradle.properties of the build and of GRADLE_USER_HOME, -D and -P
            AllProperties properties = new LayoutToPropertiesConverter(new BuildLayoutFactory()).convert(initialProperties, layout);
            DefaultLoggingConfiguration loggingConfiguration = new DefaultLoggingConfiguration();
            loggingOptions.convert(parsed, properties.getProperties(), loggingConfiguration);
            StartParameterInternal startParameter = new StartParameterInternal();
            startParameterConverter.convert(parsed, layout, properties, startParameter);

            NativeServices.initializeOnClient(startParameter.getGradleUserHomeDir(),
                NativeServices.NativeServicesMode.fromProperties(properties.getProperties()));
            logging.setLevelInternal(loggingConfiguration.getLogLevel());
            logging.attachProcessConsole(loggingConfiguration.getConsoleOutput());
            logging.start();

            // What a daemon holds for its builds, held here for one build.
            BuildProcessState state = new BuildProcessState(startParameter.isContinuous(), AgentStatus.disabled(),
                ClassPath.EMPTY, loggingServices, NativeServices.getInstance());
            try {
                Map<String, String> systemProperties = new HashMap<>();
                for (String name : System.getProperties().stringPropertyNames()) {
                    systemProperties.put(name, System.getProperty(name));
                }
                BuildActionResult result = state.getServices().get(BuildExecutor.class).execute(
                    new ExecuteBuildAction(startParameter),
                    new DefaultBuildActionParameters(systemProperties, System.getenv(), startParameter.getCurrentDir(),
                        loggingConfiguration.getLogLevel(), false, ClassPath.EMPTY),
                    new DefaultBuildRequestContext(
                        new DefaultBuildRequestMetaData(new DefaultBuildClientMetaData(new GradleLauncherMetaData()), start, false),
                        new DefaultBuildCancellationToken(), new NoOpBuildEventConsumer()));
                exit = result.hasFailure() ? 1 : 0; // the failure itself is already logged
            } finally {
                state.close();
            }
        } catch (CommandLineArgumentException e) {
            System.err.println(e.getMessage());
        } finally {
            logging.stop();
        }
        System.exit(exit);
    }
}
