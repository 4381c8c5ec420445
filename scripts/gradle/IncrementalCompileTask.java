// Gradle's Java compiler hook, which dev.gradleplugins:gradle-api does not ship (scripts/gradle/assemble.sh).
//
// Where it comes from: written for perf-gate, not copied. Gradle 8.10.2 compiles Java in-process through
// org.gradle.api.internal.tasks.compile.JdkTools$DefaultIncrementalAwareCompiler, which loads the class
// org.gradle.internal.compiler.java.IncrementalCompileTask (Gradle's module gradle-java-compiler-plugin,
// published to no registry) by name and calls the constructor below; its package and constructor are
// therefore fixed by Gradle. It wraps javac's own task and tells Gradle, for incremental compilation:
//   - which classes each source file produced (sourceToClasses, handed over when javac ends),
//   - which class files javac is about to overwrite (classBackup: Gradle restores them on failure),
//   - which classes inline another class's compile-time constants (all reported as "public"
//     dependents: conservative, Gradle then recompiles more than the real hook would, never less).
// Compiled with --release 11 into lib/plugins/gradle-java-compiler-plugin-8.10.2.jar.
package org.gradle.internal.compiler.java;

import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import java.io.File;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Processor;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;

public class IncrementalCompileTask implements JavaCompiler.CompilationTask {
    private final JavacTask delegate;
    private final Function<File, Optional<String>> relativize; // source file -> path relative to its source root
    private final Consumer<String> classBackup;
    private final Consumer<Map<String, Set<String>>> classNameConsumer;
    private final BiConsumer<String, String> publicDependent; // (constant's class, class using it)
    private final Map<String, Set<String>> sourceToClasses = new HashMap<>();

    public IncrementalCompileTask(JavaCompiler.CompilationTask delegate,
                                  Function<File, Optional<String>> relativize,
                                  Consumer<String> classBackup,
                                  Consumer<Map<String, Set<String>>> classNameConsumer,
                                  BiConsumer<String, String> publicDependent,
                                  BiConsumer<String, String> privateDependent) { // unused: all are public
        this.delegate = (JavacTask) delegate;
        this.relativize = relativize;
        this.classBackup = classBackup;
        this.classNameConsumer = classNameConsumer;
        this.publicDependent = publicDependent;
    }

    @Override public void addModules(Iterable<String> moduleNames) { delegate.addModules(moduleNames); }
    @Override public void setProcessors(Iterable<? extends Processor> processors) { delegate.setProcessors(processors); }
    @Override public void setLocale(Locale locale) { delegate.setLocale(locale); }

    @Override
    public Boolean call() {
        final Elements elements = delegate.getElements();
        final Trees trees = Trees.instance(delegate);
        delegate.addTaskListener(new TaskListener() {
            @Override
            public void started(TaskEvent e) {
                // A class (and its nested ones) is about to be written: let Gradle back up the old file.
                if (e.getKind() == TaskEvent.Kind.GENERATE && e.getTypeElement() != null) {
                    visit(elements, e.getTypeElement(), classBackup);
                }
            }

            @Override
            public void finished(TaskEvent e) {
                if (e.getKind() != TaskEvent.Kind.ANALYZE || e.getTypeElement() == null) return;
                TypeElement type = e.getTypeElement();
                JavaFileObject source = e.getSourceFile();
                if (source != null && "file".equals(source.toUri().getScheme())) {
                    relativize.apply(new File(source.toUri())).ifPresent(path -> visit(elements, type,
                        sourceToClasses.computeIfAbsent(path, k -> new LinkedHashSet<>())::add));
                }
                TreePath tree = e.getCompilationUnit() == null ? null : trees.getPath(type);
                if (tree == null) return;
                final String dependent = outermost(type);
                // Every use of another class's constant (static final primitive or String): javac
                // inlines it, so a change of the constant must recompile this class.
                new TreePathScanner<Void, Void>() {
                    private void check() {
                        Element used = trees.getElement(getCurrentPath());
                        if (used instanceof VariableElement && ((VariableElement) used).getConstantValue() != null
                                && used.getEnclosingElement() instanceof TypeElement) {
                            String origin = outermost((TypeElement) used.getEnclosingElement());
                            if (!origin.equals(dependent)) publicDependent.accept(origin, dependent);
                        }
                    }

                    @Override public Void visitIdentifier(IdentifierTree node, Void v) { check(); return super.visitIdentifier(node, v); }
                    @Override public Void visitMemberSelect(MemberSelectTree node, Void v) { check(); return super.visitMemberSelect(node, v); }
                }.scan(tree, null);
            }

            private String outermost(TypeElement type) {
                Element current = type;
                while (current.getEnclosingElement() instanceof TypeElement) current = current.getEnclosingElement();
                return elements.getBinaryName((TypeElement) current).toString();
            }
        });
        try {
            return delegate.call();
        } finally {
            classNameConsumer.accept(sourceToClasses);
        }
    }

    /** The binary names of a class and of every class nested in it. */
    private static void visit(Elements elements, TypeElement type, Consumer<String> sink) {
        sink.accept(elements.getBinaryName(type).toString());
        for (Element enclosed : type.getEnclosedElements()) {
            if (enclosed instanceof TypeElement) visit(elements, (TypeElement) enclosed, sink);
        }
    }
}
